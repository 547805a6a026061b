import type { ModerationItemDto } from '@ped/contracts/admin';
import type { AdminBuyerDto } from '@ped/contracts/identity';
import type { AdminConversationDto, BuyerSuspensionDto } from '@ped/contracts/messaging';
import { defaultQueryFn, type AuthUser } from '@ped/web-kit';
import { createTestQueryClient } from '@ped/web-kit/testing';

// Test support: answers of the console's routes for the component tests (never imported by the app).

export const adminUser: AuthUser = {
  id: 1,
  email: null,
  firstName: null,
  profileImageUrl: null,
  role: 'admin',
  kind: 'admin',
  username: 'admin',
};

/** A test query client whose reads go to `fetch` (the fake API of `mockApi`), as the site's do. */
export function readingQueryClient() {
  const client = createTestQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, queryFn: defaultQueryFn },
  });
  return client;
}

export function conversation(
  id: number,
  overrides: Partial<AdminConversationDto> = {},
): AdminConversationDto {
  return {
    id,
    subject: `Towels order ${id}`,
    status: 'active',
    buyerId: 70 + id,
    buyerName: 'Omar Farooq',
    buyerCompany: 'Farooq Trading',
    exporterName: 'Indus Textiles',
    exporterId: 31,
    messageCount: 4,
    lastMessageAt: '2026-01-05T09:00:00.000Z',
    createdAt: '2026-01-04T09:00:00.000Z',
    contactBlocked: false,
    ...overrides,
  };
}

export function suspension(buyerId: number, overrides: Partial<BuyerSuspensionDto> = {}): BuyerSuspensionDto {
  return {
    buyerId,
    buyerName: `Buyer ${buyerId}`,
    buyerEmail: `buyer${buyerId}@example.com`,
    reason: 'Threatened an exporter in three conversations',
    suspendedAt: '2026-01-06T10:30:00.000Z',
    ...overrides,
  };
}

export function report(id: number, overrides: Partial<ModerationItemDto> = {}): ModerationItemDto {
  return {
    id,
    contentType: 'message',
    contentId: 900 + id,
    conversationId: 40 + id,
    reason: 'Spam',
    details: 'Sent the same link five times',
    content: 'Buy cheap followers at example.test',
    flags: ['link'],
    reporterType: 'exporter',
    reportedBy: 7,
    status: 'pending',
    moderatedBy: null,
    moderatedAt: null,
    notes: null,
    createdAt: '2026-01-06T10:30:00.000Z',
    ...overrides,
  };
}

export function buyer(id: number, overrides: Partial<AdminBuyerDto> = {}): AdminBuyerDto {
  return {
    id,
    email: `buyer${id}@example.com`,
    name: `Buyer ${id}`,
    companyName: 'Global Imports',
    country: 'Germany',
    businessType: 'Importer',
    isVerified: false,
    createdAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}
