/**
 * `npm run bench`: builds the app, starts the local server(s) on the bench's own ports (4460-4463),
 * measures bundle, Lighthouse, offline door code, lookup under load and lookup under attack, prints a
 * table with each figure's budget and a pass or fail mark, and writes bench/results.json.
 *
 * Options: --only bundle,lighthouse,press,door,load,attack,host,declarations,feeds,messages,automated,stays   --skip-build   (BENCH_PORT,
 * BENCH_WORK_DIR, BENCH_LH_RUNS, BENCH_DOOR_RUNS, BENCH_LOAD_REQUESTS, BENCH_ATTACK_REQUESTS, BENCH_ATTACK_CONCURRENCY,
 * BENCH_ATTACK_BOOKINGS, BENCH_ATTACK_MALFORMED_RATE, BENCH_HOST_REQUESTS, BENCH_MESSAGE_SENDS, BENCH_STAYS_REQUESTS change the defaults).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumExecutable } from '../tests/chromium';
import { automatedPart } from './automated-messages';
import { measureBundle } from './bundle-part';
import { declarationsPdfFigures, measureDeclarationsPdf } from './declarations-pdf';
import { measureDoorCode } from './door-code';
import { feedSyncFigures, measureFeedSync } from './feed-sync';
import { firstPressFigures, measureFirstPress } from './first-press';
import { hostLoadFigures, measureHostLoad } from './host-load';
import { type LighthouseResult, runLighthouse } from './lighthouse';
import { lighthouseFigures, personalLinkRoute } from './lighthouse-figures';
import { measureSeo } from './lighthouse-seo';
import { measureLookupAttack } from './lookup-attack';
import { lookupAttackFigures } from './lookup-attack-figures';
import { type LoadResult, lookupLoadFigures, measureLookupLoad } from './lookup-load';
import { messagesPart } from './message-delivery';
import { readOptions } from './parts';
import { personalLinkPath } from './personal-link';
import { type Figure, summary, table, verdict } from './report';
import { bookingA, buildApp, demoHost as host, repoRoot, startServer } from './servers';
import { staysPart } from './stays-load';

const { parts, skipBuild, needsApp } = readOptions(process.argv.slice(2));
const basePort = Number(process.env.BENCH_PORT ?? 4460);
const hostRequests = Number(process.env.BENCH_HOST_REQUESTS ?? 3000);
const workDir = process.env.BENCH_WORK_DIR ?? join(tmpdir(), `rihla-bench-${basePort}`);
const distDir = join(workDir, 'dist');
const mapsDir = join(workDir, 'maps');
const lighthouseRuns = Number(process.env.BENCH_LH_RUNS ?? 5);
const doorRuns = Number(process.env.BENCH_DOOR_RUNS ?? 5);
const loadRequests = Number(process.env.BENCH_LOAD_REQUESTS ?? 5_000);
const loadConnections = 50;
const attackRequests = Number(process.env.BENCH_ATTACK_REQUESTS ?? 2_000);
const attackConcurrency = Number(process.env.BENCH_ATTACK_CONCURRENCY ?? 20);
const attackBookings = Number(process.env.BENCH_ATTACK_BOOKINGS ?? 200);
const attackMalformedRate = Number(process.env.BENCH_ATTACK_MALFORMED_RATE ?? 200);

const figures: Figure[] = [];
const details: Record<string, unknown> = {};
const booking = bookingA();
const started = Date.now();
const log = (message: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

async function main() {
  log(`work dir ${workDir}; Booking A: ${booking.lastName}, ${booking.checkInDate}`);
  if (needsApp && (!skipBuild || !existsSync(join(distDir, 'index.html')))) {
    log('building');
    // Canonical links and alternates point at the bench's own server, as they would at the site's.
    await buildApp(distDir, mapsDir, `http://127.0.0.1:${basePort}`);
  }

  if (parts.has('bundle') || parts.has('lighthouse')) {
    const server = await startServer({ port: basePort, distDir, dataDir: join(workDir, 'data-main') });
    try {
      if (parts.has('bundle')) {
        log('bundle');
        const bundle = await measureBundle(server.url, { distDir, mapsDir, booking, host, log });
        figures.push(...bundle.figures);
        Object.assign(details, bundle.details);
      }
      if (parts.has('lighthouse')) {
        const results: LighthouseResult[] = [];
        for (const route of ['/', '/fr/', '/guest-portal', personalLinkRoute]) {
          log(`lighthouse ${route} (${lighthouseRuns} runs)`);
          const path =
            route === personalLinkRoute ? await personalLinkPath(server.url, host, booking) : route;
          const result = await runLighthouse(server.url + path, lighthouseRuns);
          // The report names the link's route, never its token.
          figures.push(...lighthouseFigures(route, { ...result, url: server.url + route }));
          results.push({ ...result, url: server.url + route });
        }
        details.lighthouse = results;
        log('Lighthouse SEO, every public page in every language');
        const seo = await measureSeo(server.url, log);
        const scores = seo.map((result) => result.score ?? 0);
        const below = seo.filter((result) => result.score !== 100);
        figures.push({
          part: 'Lighthouse',
          name: `SEO, lowest of ${seo.length} public URLs (9 pages × 5)`,
          value: Math.min(...scores),
          unit: 'score',
          budget: { min: 100 },
          ...(below.length
            ? { note: below.map((result) => `${result.path}: ${result.failing.join(' ')}`).join('; ') }
            : {}),
        });
        details.seo = seo;
      }
    } finally {
      await server.stop();
    }
  }

  if (parts.has('press')) {
    log('first press on every prerendered page (throttled phone)');
    const server = await startServer({ port: basePort + 5, distDir, dataDir: join(workDir, 'data-press') });
    try {
      const runs = await measureFirstPress(server.url, log);
      figures.push(...firstPressFigures(runs));
      details.firstPress = runs;
    } finally {
      await server.stop();
    }
  }

  if (parts.has('door')) {
    log(`door code offline (${doorRuns} warm, ${doorRuns} cold)`);
    const server = await startServer({ port: basePort + 1, distDir, dataDir: join(workDir, 'data-door') });
    const result = await measureDoorCode(server, booking, doorRuns);
    const note = result.error
      ? /show door code/i.test(result.error)
        ? 'not available yet'
        : result.error
      : undefined;
    figures.push(
      {
        part: 'Door code offline',
        name: 'Warm (reload), 4x CPU, median',
        value: result.warmMs,
        unit: 'ms',
        budget: { max: 500 },
        note,
      },
      {
        part: 'Door code offline',
        name: 'Cold (new browser, same profile), 4x CPU, median',
        value: result.coldMs,
        unit: 'ms',
        budget: { max: 1000 },
        note,
      },
      {
        part: 'Door code offline',
        name: "Warm / cold: the app's own render (saved first view replaced)",
        value: result.coldAppMs,
        unit: 'ms',
        text:
          result.warmAppMs !== null && result.coldAppMs !== null
            ? `${result.warmAppMs.toFixed(0)} ms / ${result.coldAppMs.toFixed(0)} ms`
            : undefined,
        note,
      },
    );
    if (result.installability) {
      const problems = [
        ...result.installability.manifestErrors,
        ...result.installability.installabilityErrors,
      ];
      figures.push({
        part: 'PWA',
        name: 'Installable (Chromium: manifest and service worker)',
        value: problems.length,
        unit: 'count',
        text: problems.length ? problems.join(', ') : 'yes',
        ok: problems.length === 0,
      });
    }
    details.doorCode = result;
  }

  if (parts.has('load')) {
    log(`lookup under load (${loadRequests} requests, concurrency ${loadConnections})`);
    const result = await measureLookupLoad({
      port: basePort + 2,
      distDir,
      booking,
      requests: loadRequests,
      connections: loadConnections,
    });
    figures.push(...lookupLoadFigures(result));
    details.lookupLoad = result;
  }

  if (parts.has('attack')) {
    log(
      `lookup under attack (${attackRequests} lookups over ${attackBookings} bookings, concurrency ${attackConcurrency}; malformed lookups at most ${attackMalformedRate}/s)`,
    );
    const result = await measureLookupAttack({
      port: basePort + 3,
      distDir,
      booking,
      hostEmail: host.email,
      requests: attackRequests,
      concurrency: attackConcurrency,
      bookings: attackBookings,
      malformedRate: attackMalformedRate,
    });
    figures.push(...lookupAttackFigures(result, details.lookupLoad as LoadResult | undefined));
    details.lookupAttack = result;
  }

  if (parts.has('host')) {
    log(`host API under load (${hostRequests} requests per endpoint, concurrency 50)`);
    const result = await measureHostLoad({
      port: basePort + 4,
      distDir,
      requests: hostRequests,
      connections: 50,
    });
    figures.push(...hostLoadFigures(result));
    details.hostLoad = result;
  }

  if (parts.has('declarations')) {
    log('declaration PDF of 10 adults, and lookups during PDFs with a hostile signature');
    const result = await measureDeclarationsPdf({
      port: basePort + 6,
      distDir,
      booking,
      pdfRuns: 5,
      lookupRequests: 3_000,
      lookupConnections: 10,
    });
    figures.push(...declarationsPdfFigures(result));
    details.declarationsPdf = result;
  }

  if (parts.has('feeds')) {
    for (const database of ['pglite', 'postgres'] as const) {
      log(`guest lookups during the sync of a 20,000-event calendar just under 2 MB (${database})`);
      const result = await measureFeedSync({ port: basePort + 7, distDir, booking, database });
      figures.push(...feedSyncFigures(result));
      details[`feedSync_${database}`] = result;
    }
  }
  if (parts.has('messages'))
    await messagesPart({ basePort, distDir, workDir, booking, figures, details, log });
  if (parts.has('automated')) await automatedPart({ figures, details, log });
  if (parts.has('stays')) await staysPart({ basePort, distDir, figures, details, log });
  const commit = (() => {
    try {
      return execSync('git rev-parse --short HEAD', { cwd: repoRoot }).toString().trim();
    } catch {
      return null;
    }
  })();
  const results = {
    date: new Date().toISOString(),
    commit,
    machine: { cpus: cpus().length, model: cpus()[0]?.model, chromium: chromiumExecutable },
    durationSeconds: Math.round((Date.now() - started) / 1000),
    figures: figures.map((figure) => ({ ...figure, result: verdict(figure) })),
    details,
  };
  await writeFile(join(repoRoot, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('');
  console.log(table(figures));
  console.log('');
  console.log(`${summary(figures)}; written to bench/results.json in ${results.durationSeconds} s.`);
}

await main();
