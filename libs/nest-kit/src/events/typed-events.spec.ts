import 'reflect-metadata';
import { CATALOG_SUBJECTS } from '@ped/contracts/catalog';
import { EVENT_CONSUMERS, EVENT_SUBJECTS, EVENTS, type EventSubject } from '@ped/contracts/events';
import { IDENTITY_SUBJECTS } from '@ped/contracts/identity';
import { MESSAGING_SUBJECTS } from '@ped/contracts/messaging';
import type { EntityManager } from 'typeorm';
import type { EventConsumerService } from './event-consumer.service.js';
import type { OutboxService } from './outbox.service.js';

/**
 * The compile-time half runs under `tsc -p tsconfig.spec.json` (npm test's typecheck): each
 * `@ts-expect-error` line must fail to compile, or the typecheck fails. Never called at run time.
 */
export function typeChecks(
  outbox: OutboxService,
  consumers: EventConsumerService,
  manager: EntityManager,
): void {
  const category = { id: 1, name: 'Rice', slug: 'rice', description: null, imageUrl: null };
  void outbox.add(manager, 'catalog.category.created', category);
  // @ts-expect-error a payload that is not the subject's
  void outbox.add(manager, 'catalog.category.created', { id: 1, companyName: 'x' });
  // @ts-expect-error a subject that is not in the map
  void outbox.add(manager, 'catalog.category.renamed', category);

  void consumers.subscribe(EVENT_CONSUMERS.identityExporterAccounts, {
    'catalog.exporter.approved': async (event) => void event.data.exporterId,
  });
  void consumers.subscribe(EVENT_CONSUMERS.identityExporterAccounts, {
    'catalog.exporter.approved': async () => undefined,
    // @ts-expect-error a handler for a subject the consumer does not declare
    'catalog.exporter.created': async () => undefined,
  });
  // @ts-expect-error a declared subject without a handler
  void consumers.subscribe(EVENT_CONSUMERS.messagingExporterDirectory, {
    'catalog.exporter.created': async () => undefined,
  });
  void consumers.subscribe(EVENT_CONSUMERS.identityExporterAccounts, {
    // @ts-expect-error the handler sees the subject's payload type
    'catalog.exporter.approved': async (event) => void event.data.slug,
  });
}

describe('the contracts event map', () => {
  it('names each subject after its publisher and has a version', () => {
    for (const subject of EVENT_SUBJECTS) {
      expect(subject.split('.')[0]).toBe(EVENTS[subject].publisher);
      expect(EVENTS[subject].version).toBeGreaterThanOrEqual(1);
    }
  });

  it('holds every subject constant of the services, and nothing else', () => {
    const constants = [
      ...Object.values(CATALOG_SUBJECTS),
      ...Object.values(IDENTITY_SUBJECTS),
      ...Object.values(MESSAGING_SUBJECTS),
    ];
    expect([...constants].sort()).toEqual([...EVENT_SUBJECTS].sort());
  });

  it('has a consumer for every subject: an event no one consumes is removed, not published', () => {
    const consumed = new Set(
      Object.values(EVENT_CONSUMERS).flatMap((consumer) => consumer.subjects as readonly EventSubject[]),
    );
    expect(EVENT_SUBJECTS.filter((subject) => !consumed.has(subject))).toEqual([]);
  });

  it('declares consumers of known subjects, each from its one publisher, under unique names', () => {
    const names = new Set<string>();
    for (const consumer of Object.values(EVENT_CONSUMERS)) {
      const name = `${consumer.service}.${consumer.name}`;
      expect(names.has(name)).toBe(false);
      names.add(name);
      for (const subject of consumer.subjects as readonly EventSubject[]) {
        expect(EVENTS[subject].publisher).toBe(consumer.from);
      }
    }
  });
});
