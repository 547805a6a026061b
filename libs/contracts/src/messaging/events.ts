/** `messaging.contact_request.created`: a buyer's inquiry to an exporter (the message text stays in messaging). */
export interface ContactRequestCreatedEvent {
  id: number;
  exporterId: number;
  buyerName: string;
  buyerEmail: string;
  buyerCompany: string | null;
  /** The signed-in buyer who sent it (identity's buyer user id); null when sent anonymously. */
  buyerUserId: number | null;
  createdAt: string;
}
