import type {
  CategoryCreatedEvent,
  ExporterApplicationSubmittedEvent,
  ExporterChangedEvent,
  ExporterReviewedEvent,
  RequirementChangedEvent,
  QuotationSubmittedEvent,
  QuotationAcceptedEvent,
} from '../catalog/events.js';
import type { AdminActionEvent } from '../common/admin-action.js';
import type { EventEnvelope } from '../common/event-envelope.js';
import type { ServiceName } from '../common/services.js';
import type {
  AccountDeletedEvent,
  AdminLoggedInEvent,
  BuyerProfileCompletedEvent,
  BuyerRegisteredEvent,
  BuyerVerifiedEvent,
  ExporterAccountLinkedEvent,
  UserRegisteredEvent,
} from '../identity/events.js';
import type {
  InquiryCreatedEvent,
  InquiryRespondedEvent,
  ConversationCreatedEvent,
  ConversationReadEvent,
  ConversationStatusChangedEvent,
  MessageSentEvent,
  ReportFiledEvent,
} from '../messaging/events.js';

/**
 * The event map: every subject on JetStream and the type of its envelope's `data`. `OutboxService.add`
 * and consumers' handlers are typed from it, so a wrong payload, or a handler for a subject that is
 * not here, does not compile. A new event is a line here, one in `EVENTS` and one in its service's
 * `subjects.ts`; `docs/events.md` is generated from this file (see events-doc.spec.ts).
 */
export interface EventPayloads {
  'catalog.category.created': CategoryCreatedEvent;
  'catalog.exporter.created': ExporterChangedEvent;
  'catalog.exporter.updated': ExporterChangedEvent;
  'catalog.exporter.deleted': ExporterChangedEvent;
  'catalog.exporter.approved': ExporterReviewedEvent;
  'catalog.exporter_application.submitted': ExporterApplicationSubmittedEvent;
  'catalog.requirement.posted': RequirementChangedEvent;
  'catalog.requirement.responded': QuotationSubmittedEvent;
  'catalog.response.accepted': QuotationAcceptedEvent;
  'catalog.admin_action.recorded': AdminActionEvent;
  'identity.user.registered': UserRegisteredEvent;
  'identity.buyer.registered': BuyerRegisteredEvent;
  'identity.buyer.profile_completed': BuyerProfileCompletedEvent;
  'identity.admin.logged_in': AdminLoggedInEvent;
  'identity.exporter_account.linked': ExporterAccountLinkedEvent;
  'identity.buyer.verified': BuyerVerifiedEvent;
  'identity.admin_action.recorded': AdminActionEvent;
  'identity.account.deleted': AccountDeletedEvent;
  'messaging.contact_request.created': InquiryCreatedEvent;
  'messaging.contact_request.responded': InquiryRespondedEvent;
  'messaging.conversation.created': ConversationCreatedEvent;
  'messaging.message.sent': MessageSentEvent;
  'messaging.conversation.status_changed': ConversationStatusChangedEvent;
  'messaging.conversation.read': ConversationReadEvent;
  'messaging.report.filed': ReportFiledEvent;
  'messaging.admin_action.recorded': AdminActionEvent;
}

export type EventSubject = keyof EventPayloads;
export type EventData<S extends EventSubject> = EventPayloads[S];

/** An envelope whose `type` and `data` agree with the map. */
export type TypedEventEnvelope<S extends EventSubject> = EventEnvelope<EventData<S>> & { type: S };

/** The publishing service of a subject: its first segment. */
export type PublisherOf<S extends string> = S extends `${infer P}.${string}` ? P : never;

export interface EventInfo<P extends ServiceName = ServiceName> {
  publisher: P;
  /** The envelope's `version`: raise it (and keep old readers working) when `data` changes incompatibly. */
  version: number;
  summary: string;
}

/** What is known about each subject at run time (the map above is types only). */
export const EVENTS = {
  'catalog.category.created': {
    publisher: 'catalog',
    version: 1,
    summary: 'An administrator created a category.',
  },
  'catalog.exporter.created': {
    publisher: 'catalog',
    version: 1,
    summary: 'An exporter exists (signup or seed); the whole current state.',
  },
  'catalog.exporter.updated': {
    publisher: 'catalog',
    version: 1,
    summary: 'An exporter changed (profile, status, plan); the whole current state.',
  },
  'catalog.exporter.deleted': {
    publisher: 'catalog',
    version: 1,
    summary: 'An exporter was removed; its last state.',
  },
  'catalog.exporter.approved': {
    publisher: 'catalog',
    version: 1,
    summary: 'An administrator approved a pending exporter (identity gives it its account).',
  },
  'catalog.exporter_application.submitted': {
    publisher: 'catalog',
    version: 1,
    summary: 'A signup waits for review.',
  },
  'catalog.requirement.posted': {
    publisher: 'catalog',
    version: 1,
    summary: 'A buyer posted a buying requirement; its current state.',
  },
  'catalog.requirement.responded': {
    publisher: 'catalog',
    version: 1,
    summary: 'An exporter sent (firstResponse) or edited its quotation to a buyer’s requirement.',
  },
  'catalog.response.accepted': {
    publisher: 'catalog',
    version: 1,
    summary:
      'A buyer accepted a quotation (messaging opens its conversation; the buyer’s identity shows to that exporter).',
  },
  'catalog.admin_action.recorded': {
    publisher: 'catalog',
    version: 1,
    summary: 'An administrator changed something the catalog service owns (the admin activity log).',
  },
  'identity.user.registered': {
    publisher: 'identity',
    version: 1,
    summary: 'An exporter or admin account was created.',
  },
  'identity.buyer.registered': {
    publisher: 'identity',
    version: 1,
    summary: 'A buyer account was created.',
  },
  'identity.buyer.profile_completed': {
    publisher: 'identity',
    version: 1,
    summary: 'A buyer completed their profile.',
  },
  'identity.admin.logged_in': {
    publisher: 'identity',
    version: 1,
    summary: 'An administrator signed in (activity log).',
  },
  'identity.exporter_account.linked': {
    publisher: 'identity',
    version: 1,
    summary: "An approved exporter's account exists (created for it, or found by its e-mail).",
  },
  'identity.buyer.verified': {
    publisher: 'identity',
    version: 1,
    summary: "An administrator verified a buyer's business (or took it back): the buyer's badge.",
  },
  'identity.admin_action.recorded': {
    publisher: 'identity',
    version: 1,
    summary: 'An administrator changed something the identity service owns (the admin activity log).',
  },
  'identity.account.deleted': {
    publisher: 'identity',
    version: 1,
    summary: 'A buyer or an exporter deleted its account; the other services erase what they hold of it.',
  },
  'messaging.contact_request.created': {
    publisher: 'messaging',
    version: 1,
    summary: "A buyer's inquiry to an exporter was stored (the message text stays in messaging).",
  },
  'messaging.contact_request.responded': {
    publisher: 'messaging',
    version: 1,
    summary:
      'The exporter first replied to an inquiry (conversation or e-mail) or declined it with a reason.',
  },
  'messaging.conversation.created': {
    publisher: 'messaging',
    version: 1,
    summary: 'A buyer started a conversation with an exporter.',
  },
  'messaging.message.sent': {
    publisher: 'messaging',
    version: 1,
    summary:
      'A party sent a message: its text, a 200-character preview, its safe-messaging flags and their warning.',
  },
  'messaging.conversation.status_changed': {
    publisher: 'messaging',
    version: 1,
    summary: 'A party archived or blocked a conversation.',
  },
  'messaging.conversation.read': {
    publisher: 'messaging',
    version: 1,
    summary: "A party read the other's messages (its unread count is now 0).",
  },
  'messaging.report.filed': {
    publisher: 'messaging',
    version: 1,
    summary: 'A party reported a message or a conversation (the admin moderation queue).',
  },
  'messaging.admin_action.recorded': {
    publisher: 'messaging',
    version: 1,
    summary: 'An administrator changed something the messaging service owns (the admin activity log).',
  },
} as const satisfies { [S in EventSubject]: EventInfo<PublisherOf<S> & ServiceName> };

export const EVENT_SUBJECTS = Object.keys(EVENTS) as EventSubject[];

/** Who reads a stream: a service (durable, inbox) or, with `perInstance`, every gateway instance. */
export type ConsumerService = ServiceName | 'gateway';

/**
 * A consumer `<service>.<name>` and the subjects it handles (all from one publisher). Services pass
 * their declaration to `EventConsumerService.subscribe`, which requires exactly one handler per subject.
 */
export interface ConsumerDeclaration<S extends EventSubject = EventSubject> {
  service: ConsumerService;
  name: string;
  from: ServiceName;
  subjects: readonly S[];
  /** Every instance reads every event live (no durable, no inbox): caches and live feeds. */
  perInstance?: boolean;
}

/** Every consumer in the system; `docs/events.md` lists them per subject. */
export const EVENT_CONSUMERS = {
  adminStats: {
    service: 'admin',
    name: 'stats',
    from: 'catalog',
    subjects: [
      'catalog.category.created',
      'catalog.exporter.created',
      'catalog.exporter.updated',
      'catalog.exporter.deleted',
      'catalog.admin_action.recorded',
    ],
  },
  adminIdentity: {
    service: 'admin',
    name: 'identity-events',
    from: 'identity',
    subjects: [
      'identity.user.registered',
      'identity.buyer.registered',
      'identity.admin.logged_in',
      'identity.admin_action.recorded',
    ],
  },
  adminMessaging: {
    service: 'admin',
    name: 'messaging-events',
    from: 'messaging',
    subjects: [
      'messaging.contact_request.created',
      'messaging.contact_request.responded',
      'messaging.conversation.created',
      'messaging.conversation.status_changed',
      'messaging.report.filed',
      'messaging.admin_action.recorded',
    ],
  },
  messagingExporterDirectory: {
    service: 'messaging',
    name: 'exporter-directory',
    from: 'catalog',
    subjects: ['catalog.exporter.created', 'catalog.exporter.updated', 'catalog.exporter.deleted'],
  },
  messagingBuyerDirectory: {
    service: 'messaging',
    name: 'buyer-directory',
    from: 'identity',
    subjects: [
      'identity.buyer.registered',
      'identity.buyer.profile_completed',
      'identity.buyer.verified',
      'identity.account.deleted',
    ],
  },
  catalogExporterMetrics: {
    service: 'catalog',
    name: 'exporter-metrics',
    from: 'messaging',
    subjects: [
      'messaging.contact_request.created',
      'messaging.contact_request.responded',
      'messaging.conversation.created',
      'messaging.message.sent',
    ],
  },
  catalogExporterAccounts: {
    service: 'catalog',
    name: 'exporter-accounts',
    from: 'identity',
    subjects: ['identity.exporter_account.linked'],
  },
  identityExporterAccounts: {
    service: 'identity',
    name: 'exporter-accounts',
    from: 'catalog',
    subjects: ['catalog.exporter.approved'],
  },
  identityExporterRemovals: {
    service: 'identity',
    name: 'exporter-removals',
    from: 'catalog',
    subjects: ['catalog.exporter.deleted'],
  },
  catalogBuyerDirectory: {
    service: 'catalog',
    name: 'buyer-directory',
    from: 'identity',
    subjects: [
      'identity.buyer.registered',
      'identity.buyer.profile_completed',
      'identity.buyer.verified',
      'identity.account.deleted',
    ],
  },
  catalogRequirementAlerts: {
    service: 'catalog',
    name: 'requirement-alerts',
    from: 'catalog',
    subjects: ['catalog.requirement.posted'],
  },
  catalogExporterAccountDeletions: {
    service: 'catalog',
    name: 'exporter-account-deletions',
    from: 'identity',
    subjects: ['identity.account.deleted'],
  },
  messagingQuotationConversations: {
    service: 'messaging',
    name: 'quote-conversations',
    from: 'catalog',
    subjects: ['catalog.response.accepted'],
  },
  identityQuotationMails: {
    service: 'identity',
    name: 'quote-mails',
    from: 'catalog',
    subjects: ['catalog.requirement.responded'],
  },
  catalogBuyerCountries: {
    service: 'catalog',
    name: 'buyer-countries',
    from: 'identity',
    subjects: ['identity.buyer.profile_completed'],
  },
  gatewayLive: {
    service: 'gateway',
    name: 'live',
    from: 'messaging',
    perInstance: true,
    subjects: [
      'messaging.conversation.created',
      'messaging.message.sent',
      'messaging.conversation.status_changed',
      'messaging.conversation.read',
    ],
  },
  gatewayCatalogCache: {
    service: 'gateway',
    name: 'catalog-cache',
    from: 'catalog',
    perInstance: true,
    subjects: [
      'catalog.category.created',
      'catalog.exporter.created',
      'catalog.exporter.updated',
      'catalog.exporter.deleted',
      'catalog.exporter_application.submitted',
    ],
  },
} as const satisfies Record<string, ConsumerDeclaration>;
