// Static checks of docker-compose.yml against the Dockerfiles and the components' .env.example files.
// Nothing is built or started: this only catches a compose file that drifts from the code's configuration.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string): string => readFileSync(root + path, 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string | number | null>;
  ports?: Array<string | number | { target: number }>;
  healthcheck?: { test: string | string[] };
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service> };
const services = compose.services;

/** Variables with no safe default: the .env.example value points at 127.0.0.1, wrong inside a container. */
const CONNECTION_URLS = ['DATABASE_URL', 'NATS_URL', 'REDIS_URL', 'GATEWAY_URL'];

/** How each component is health-checked: NATS services run dist/healthcheck.js; HTTP ones answer a path. */
const NATS_SERVICES = ['catalog', 'identity', 'messaging', 'admin'];
const HTTP_HEALTH_PATHS: Record<string, string> = { gateway: '/api/health', edge: '/healthz' };

/** `NAME=value` lines of a .env.example; comments and blank lines skipped. */
function readEnvExample(path: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const line of read(path).split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const eq = trimmed.indexOf('=');
    vars.set(trimmed.slice(0, eq), trimmed.slice(eq + 1));
  }
  return vars;
}

/** Instructions of a Dockerfile's last stage (the runtime image), continuation lines joined. */
function runtimeInstructions(path: string): Array<{ keyword: string; args: string }> {
  const lines = read(path)
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const lastFrom = lines.findLastIndex((line) => /^FROM\s/i.test(line));
  return lines.slice(lastFrom).map((line) => {
    const [keyword, ...rest] = line.split(/\s+/);
    return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
  });
}

const healthcheckText = (service: Service): string => [service.healthcheck?.test ?? []].flat().join(' ');

const containerPort = (port: string | number | { target: number }): number =>
  typeof port === 'object' ? port.target : Number(String(port).split(':').pop()?.split('/')[0]);

describe('docker-compose.yml', () => {
  it('passes docker-compose config (the Compose file format, variables interpolated)', () => {
    const output = execFileSync(
      'docker-compose',
      ['-f', `${root}docker-compose.yml`, 'config', '--services'],
      {
        encoding: 'utf8',
      },
    );
    expect(output.trim().split('\n').sort()).toEqual(Object.keys(services).sort());
  });

  it('parses and declares the infrastructure, every service, the gateway and the edge', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'admin',
        'catalog',
        'catalog-worker',
        'edge',
        'gateway',
        'identity',
        'maildev',
        'messaging',
        'nats',
        'postgres',
        'redis',
      ].sort(),
    );
  });

  it('has a healthcheck for every service', () => {
    const without = Object.keys(services).filter((name) => healthcheckText(services[name]) === '');
    expect(without).toEqual([]);
  });

  it('makes every depends_on target an existing service with a healthcheck, waited for as healthy', () => {
    const problems: string[] = [];
    for (const [name, service] of Object.entries(services)) {
      for (const [target, { condition }] of Object.entries(service.depends_on ?? {})) {
        if (!(target in services)) problems.push(`${name} -> ${target}: no such service`);
        else if (healthcheckText(services[target]) === '')
          problems.push(`${name} -> ${target}: no healthcheck`);
        if (condition !== 'service_healthy') problems.push(`${name} -> ${target}: condition ${condition}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("publishes only the edge, and the mail catcher's inbox on this machine alone", () => {
    const published = Object.entries(services).filter(([, service]) => (service.ports ?? []).length > 0);
    expect(published.map(([name]) => name).sort()).toEqual(['edge', 'maildev']);
    expect(services.maildev!.ports).toEqual(['127.0.0.1:1080:1080']);
  });
});

const built = Object.entries(services).filter(([, service]) => service.build);

describe.each(built)('application service %s', (name, service) => {
  const dockerfile = service.build!.dockerfile;
  const componentDir = dirname(dockerfile);
  const environment = service.environment ?? {};

  it('builds from the repository root with a Dockerfile that exists', () => {
    expect(service.build!.context).toBe('.');
    expect(existsSync(root + dockerfile)).toBe(true);
  });

  it("sets only variables declared in its component's .env.example", () => {
    const declared = readEnvExample(`${componentDir}/.env.example`);
    const undeclared = Object.keys(environment).filter((key) => !declared.has(key));
    expect(undeclared).toEqual([]);
  });

  it('sets every connection URL of its .env.example to a compose host, not loopback', () => {
    const declared = readEnvExample(`${componentDir}/.env.example`);
    const urls = CONNECTION_URLS.filter((key) => declared.has(key));
    const wrong = urls.filter(
      (key) => !/^[a-z]+:\/\/(?!127\.0\.0\.1|localhost)\S+$/.test(String(environment[key] ?? '')),
    );
    expect(wrong).toEqual([]);
  });

  it("has a Dockerfile whose runtime stage runs the built entry file as the non-root 'node' user", () => {
    const runtime = runtimeInstructions(dockerfile);
    const cmd = runtime.findLast((instruction) => instruction.keyword === 'CMD');
    expect(JSON.parse(cmd?.args ?? 'null')).toEqual(['node', `${componentDir}/dist/main.js`]);
    expect(runtime.find((instruction) => instruction.keyword === 'USER')?.args).toBe('node');
    expect(runtime.some((instruction) => instruction.keyword === 'HEALTHCHECK')).toBe(true);
  });

  if (NATS_SERVICES.includes(name)) {
    it('health-checks with the built healthcheck.js, in compose and in its Dockerfile', () => {
      const command = ['node', `${componentDir}/dist/healthcheck.js`];
      expect(service.healthcheck?.test).toEqual(['CMD', ...command]);
      const health = runtimeInstructions(dockerfile).find(
        (instruction) => instruction.keyword === 'HEALTHCHECK',
      );
      const cmd = health?.args.slice(health.args.indexOf('CMD ') + 'CMD '.length);
      expect(JSON.parse(cmd ?? 'null')).toEqual(command);
    });
  }

  if (name in HTTP_HEALTH_PATHS) {
    it('listens on 0.0.0.0 and exposes, publishes and health-checks the port its PORT variable names', () => {
      const port = Number(environment.PORT ?? readEnvExample(`${componentDir}/.env.example`).get('PORT'));
      expect(environment.HOST).toBe('0.0.0.0');
      expect(healthcheckText(service)).toContain(`http://127.0.0.1:${port}${HTTP_HEALTH_PATHS[name]}`);
      for (const published of service.ports ?? []) expect(containerPort(published)).toBe(port);
      const exposed = runtimeInstructions(dockerfile).find((instruction) => instruction.keyword === 'EXPOSE');
      expect(Number(exposed?.args)).toBe(port);
    });
  }
});
