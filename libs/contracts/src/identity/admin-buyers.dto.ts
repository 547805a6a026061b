/** GET /api/admin/buyers (identity owns it; issue 19): buyers to verify, Pending first. */
export interface AdminBuyerDto {
  id: number;
  email: string;
  name: string;
  companyName: string | null;
  country: string | null;
  businessType: string | null;
  isVerified: boolean;
  createdAt: string;
}

export interface AdminBuyerListDto {
  buyers: AdminBuyerDto[];
  total: number;
}
