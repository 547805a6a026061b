// The Kubernetes manifests (deploy/kubernetes), rendered offline by kustomize (kubectl) and every object checked
// against the Kubernetes schema of its kind (kubernetes-models), unknown keys included: the schema's validators
// let them through, so each object is read through a proxy that notes which keys the validator looked at.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const root = fileURLToPath(new URL('../../', import.meta.url));
const require = createRequire(import.meta.url);
// The compiled validators, one per definition (the package does not export their folder).
const schemas = join(dirname(require.resolve('kubernetes-models/package.json')), '_schemas');

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
}
type Validate = (data: unknown) => boolean;

function render(dir: string): K8sObject[] {
  const text = execFileSync('kubectl', ['kustomize', `${root}deploy/kubernetes/${dir}`], {
    encoding: 'utf8',
  });
  return parseAllDocuments(text).map((doc) => doc.toJS() as K8sObject);
}

/** The schema validator of `apps/v1` `Deployment`: IoK8sApiAppsV1Deployment. */
function validatorOf({ apiVersion, kind }: K8sObject): Validate & { errors?: unknown } {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['core', apiVersion];
  const groupName = group!.split('.')[0]!;
  const id = `IoK8sApi${groupName[0]!.toUpperCase()}${groupName.slice(1)}${version![0]!.toUpperCase()}${version!.slice(1)}${kind}`;
  return (require(join(schemas, `${id}.js`)) as { validate: Validate }).validate;
}

/** Validates `object` and returns the paths of keys the schema does not know. */
function unknownKeys(object: unknown, validate: Validate): { valid: boolean; unknown: string[] } {
  const seen = new Map<object, { read: Set<PropertyKey>; listed: boolean }>();
  const watch = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const record = { read: new Set<PropertyKey>(), listed: false };
    seen.set(value, record);
    return new Proxy(value, {
      get(target, key, receiver) {
        record.read.add(key);
        return watch(Reflect.get(target, key, receiver));
      },
      // A map (labels, a ConfigMap's data) is read by listing its keys: any key is allowed there.
      ownKeys(target) {
        record.listed = true;
        return Reflect.ownKeys(target);
      },
    });
  };
  const valid = validate(watch(object));
  const unknown: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value !== 'object' || value === null) return;
    const record = seen.get(value);
    for (const [key, child] of Object.entries(value)) {
      const at = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
      if (!Array.isArray(value) && record && !record.listed && !record.read.has(key)) unknown.push(at);
      walk(child, at);
    }
  };
  walk(object, '');
  return { valid, unknown };
}

describe('Kubernetes manifests', () => {
  const base = render('base');
  const production = render('overlays/production');

  it.each([
    ['base', base],
    ['production', production],
  ])(
    'renders %s into objects that each match their Kubernetes schema, with no unknown key',
    (_name, objects) => {
      const problems = objects.flatMap((object) => {
        const validate = validatorOf(object);
        const { valid, unknown } = unknownKeys(object, validate);
        const where = `${object.kind}/${object.metadata.name}`;
        return [
          ...(valid ? [] : [`${where}: ${JSON.stringify((validate as { errors?: unknown }).errors)}`]),
          ...unknown.map((path) => `${where}: unknown key ${path}`),
        ];
      });
      expect(problems).toEqual([]);
    },
  );

  it('catches an unknown key and a wrong type (the check itself)', () => {
    const deployment = base.find((o) => o.kind === 'Deployment')!;
    const broken = structuredClone(deployment) as K8sObject & {
      spec: { replica?: number; replicas: unknown };
    };
    broken.spec.replica = 2;
    const container = (
      broken.spec as unknown as { template: { spec: { containers: Record<string, unknown>[] } } }
    ).template.spec.containers[0]!;
    container.imagePullPolice = 'Always';
    (container.readinessProbe as Record<string, unknown>).period = 5;
    expect(unknownKeys(broken, validatorOf(broken)).unknown.sort()).toEqual([
      '.spec.replica',
      '.spec.template.spec.containers[0].imagePullPolice',
      '.spec.template.spec.containers[0].readinessProbe.period',
    ]);
    broken.spec.replicas = 'two';
    expect(unknownKeys(broken, validatorOf(broken)).valid).toBe(false);
  });

  it('runs each service, the gateway and the edge with probes, resources, a disruption budget and metrics', () => {
    const deployments = production.filter((o) => o.kind === 'Deployment');
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(
      ['admin', 'catalog', 'catalog-worker', 'edge', 'gateway', 'identity', 'messaging'].sort(),
    );
    const budgets = new Set(
      production.filter((o) => o.kind === 'PodDisruptionBudget').map((o) => o.metadata.name),
    );
    for (const deployment of deployments) {
      const pod = (deployment.spec as { template: { spec: { containers: Record<string, unknown>[] } } })
        .template;
      const [container] = pod.spec.containers;
      expect(Object.keys(container!)).toEqual(
        expect.arrayContaining(['readinessProbe', 'livenessProbe', 'resources', 'image']),
      );
      expect(String(container!.image)).toMatch(/^registry\.example\.com\/ped\/[a-z]+:1\.0\.0$/);
      expect(budgets.has(deployment.metadata.name)).toBe(true);
    }
    const scaled = production.filter((o) => o.kind === 'HorizontalPodAutoscaler').map((o) => o.metadata.name);
    expect(scaled.sort()).toEqual(['edge', 'gateway']);
  });

  it('runs NATS as a three-node JetStream cluster, and the migrations as a Job', () => {
    const nats = production.find((o) => o.kind === 'StatefulSet' && o.metadata.name === 'nats')!;
    expect(nats.spec!.replicas).toBe(3);
    const config = production.find(
      (o) => o.kind === 'ConfigMap' && o.metadata.name === 'ped-config',
    ) as unknown as {
      data: Record<string, string>;
    };
    expect(config.data.NATS_URL!.split(',')).toHaveLength(3);
    expect(config.data.NATS_STREAM_REPLICAS).toBe('3');
    expect(production.some((o) => o.kind === 'Job' && o.metadata.name === 'ped-migrate')).toBe(true);
    // Production's Secret is made out of band: the placeholder is not in its render.
    expect(production.some((o) => o.kind === 'Secret')).toBe(false);
    expect(base.some((o) => o.kind === 'Secret')).toBe(true);
  });
});
