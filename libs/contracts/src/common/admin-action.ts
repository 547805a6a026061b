/**
 * `<service>.admin_action.recorded`: an administrator changed something a service owns (approve, verify, remove,
 * moderate…). Published in the transaction of the change, with the admin as the envelope's `actor` and its HTTP
 * client as `client`; the admin service turns each into a row of its activity log (admin id, target, details, IP,
 * user agent). A bulk action records one per target.
 */
export interface AdminActionEvent {
  /** What was done, `<target>.<verb>`, e.g. `exporter.approved`, `conversation.blocked` (at most 100 characters). */
  action: string;
  /** `exporter`, `conversation`, `buyer`, `admin`, `report` … (at most 50 characters). */
  targetType: string;
  targetId: number | null;
  /** One sentence a person reads in the activity list, e.g. `Approved Al-Karam Textiles`. */
  details: string;
}
