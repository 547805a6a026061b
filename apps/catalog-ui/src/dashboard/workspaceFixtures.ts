import type { MyExporterDto, ProductDto } from '@ped/contracts/catalog';
import type { InquiryDto } from '@ped/contracts/messaging';
import { defaultQueryFn, type AuthUser } from '@ped/web-kit';
import { createTestQueryClient } from '@ped/web-kit/testing';

// Answers of the workspace's routes for the component tests (never imported by the app).

export const exporterUser: AuthUser = {
  id: 7,
  email: 'amina@indus.example',
  firstName: 'Amina',
  lastName: 'Khan',
  profileImageUrl: null,
  role: 'exporter',
  kind: 'user',
};

export function myExporter(overrides: Partial<MyExporterDto> = {}): MyExporterDto {
  return {
    id: 31,
    companyName: 'Indus Textiles',
    description: 'Bed linen and towels from our own mills.',
    city: 'Lahore',
    country: 'Pakistan',
    establishedYear: 1998,
    logoUrl: null,
    certifications: ['ISO 9001'],
    isVerified: false,
    isPremium: false,
    businessType: null,
    categoryIds: [],
    responseRate: null,
    medianResponseMinutes: null,
    contactPerson: 'Amina Khan',
    email: 'amina@indus.example',
    phone: null,
    website: null,
    address: null,
    employeeCount: null,
    status: 'approved',
    productCount: 0,
    createdAt: '2025-03-01T10:00:00.000Z',
    plan: 'basic',
    limits: { products: 5, inquiryContactsPerMonth: 10 },
    rejectionReason: null,
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function product(id: number, overrides: Partial<ProductDto> = {}): ProductDto {
  return {
    id,
    exporterId: 31,
    name: `Towel set ${id}`,
    description: null,
    categoryId: 2,
    imageUrl: null,
    price: '12.50',
    unit: 'piece',
    minimumOrder: '500 pieces',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
    images: overrides.images ?? (overrides.imageUrl ? [overrides.imageUrl] : []),
  };
}

export function inquiry(id: number, overrides: Partial<InquiryDto> = {}): InquiryDto {
  return {
    id,
    channel: 'form',
    buyerName: 'Omar Farooq',
    buyerEmail: 'omar@example.com',
    buyerCompany: 'Farooq Trading',
    message: 'A quotation for 1,000 towels, please.',
    createdAt: '2026-01-05T09:00:00.000Z',
    status: 'pending',
    locked: false,
    conversationId: null,
    declineReason: null,
    ...overrides,
  };
}

export const categories = [
  { id: 1, name: 'Rice & Grains', slug: 'rice-grains', description: null, imageUrl: null },
  { id: 2, name: 'Textiles', slug: 'textiles', description: null, imageUrl: null },
];

/** A test query client whose reads go to `fetch` (the fake API of `mockApi`), as the site's do. */
export function readingQueryClient() {
  const client = createTestQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, queryFn: defaultQueryFn },
  });
  return client;
}
