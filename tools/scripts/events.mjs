// npm run events -- <command>: the dead letters of the services' event consumers.
//   dead-letters [--service <name>] [--all]   lists dead letters (unreplayed only, unless --all)
//   replay <id>                               asks the owning service to apply one again, through
//                                             its consumer's inbox (at most once); the service must run
// Uses DATABASE_URL, NATS_URL and NAMESPACE like the services (defaults as npm start's).
import { DeadLetterAdmin } from '@ped/nest-kit';
import { DEFAULTS } from './lib/infra.mjs';

const USAGE = `usage: npm run events -- dead-letters [--service <name>] [--all]
       npm run events -- replay <id>`;

const env = { ...DEFAULTS, ...process.env };
const [command, ...args] = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

if (command !== 'dead-letters' && command !== 'replay') {
  console.error(USAGE);
  process.exit(2);
}

const admin = new DeadLetterAdmin({
  databaseUrl: env.DATABASE_URL,
  natsUrl: env.NATS_URL,
  namespace: env.NAMESPACE ?? '',
});
try {
  if (command === 'dead-letters') {
    const letters = await admin.list({
      service: option('--service'),
      includeReplayed: args.includes('--all'),
    });
    if (letters.length === 0) console.log('no dead letters');
    for (const letter of letters) {
      const firstLine = letter.error.split('\n')[0].slice(0, 160);
      console.log(
        [
          letter.id,
          letter.consumer,
          letter.subject,
          `event ${letter.eventId ?? '(unreadable)'}`,
          `${letter.attempts} attempts`,
          `last ${letter.lastFailedAt.toISOString()}`,
          letter.replayedAt ? `replayed ${letter.replayedAt.toISOString()}` : 'open',
        ].join('  '),
      );
      console.log(`    ${firstLine}`);
    }
  } else {
    const id = args[0];
    if (!id) {
      console.error(USAGE);
      process.exitCode = 2;
    } else {
      const result = await admin.replay(id);
      console.log(`${result.id}: ${result.status}${result.service ? ` (${result.service})` : ''}`);
      if (result.error) console.log(`    ${result.error.split('\n')[0]}`);
      if (result.status === 'failed' || result.status === 'not-found') process.exitCode = 1;
    }
  }
} finally {
  await admin.close();
}
