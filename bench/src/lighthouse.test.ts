import { describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  auditArgs,
  figuresFromReport,
  gatherArgs,
  lighthouseArgs,
  medianFigures,
  setGatheredSlowdown,
} from './lighthouse.ts';

function report(score: number | null, extra: Record<string, unknown> = {}): unknown {
  return {
    lighthouseVersion: '12.8.2',
    environment: { benchmarkIndex: 1262.5 },
    configSettings: { throttling: { cpuSlowdownMultiplier: 2.93 } },
    categories: { performance: { score } },
    audits: {
      'first-contentful-paint': { numericValue: 812.4, score: 1 },
      'largest-contentful-paint': { numericValue: 1404.9, score: 1 },
      'cumulative-layout-shift': { numericValue: 0.012, score: 1 },
      'total-blocking-time': { numericValue: 35, score: 1 },
      'speed-index': { numericValue: 900 },
    },
    ...extra,
  };
}

describe('figuresFromReport', () => {
  it('reads the score as 0-100, the four metrics, the machine’s BenchmarkIndex and the slowdown used', () => {
    expect(figuresFromReport(report(0.974))).toEqual({
      performance: 97,
      fcpMs: 812.4,
      lcpMs: 1404.9,
      cls: 0.012,
      tbtMs: 35,
      benchmarkIndex: 1262.5,
      cpuSlowdown: 2.93,
    });
  });

  it('throws on a run that failed to load the page', () => {
    expect(() =>
      figuresFromReport(
        report(null, { runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } }),
      ),
    ).toThrow('NO_FCP');
  });

  it('throws when there is no score', () => {
    expect(() => figuresFromReport(report(null))).toThrow('no performance score');
  });

  it('counts a TBT Lighthouse could not end (no quiet window for TTI) as unbounded, not as a failed run', () => {
    const busy = report(0.41) as { audits: Record<string, unknown> };
    busy.audits['total-blocking-time'] = {
      score: null,
      scoreDisplayMode: 'error',
      errorMessage: 'NO_TTI_CPU_IDLE_PERIOD',
    };
    expect(figuresFromReport(busy).tbtMs).toBe(Number.POSITIVE_INFINITY);
  });

  it('throws when a metric is missing', () => {
    expect(() => figuresFromReport({ categories: { performance: { score: 1 } }, audits: {} })).toThrow();
  });
});

describe('medianFigures', () => {
  it('takes each figure’s median independently', () => {
    const runs = [
      {
        performance: 99,
        fcpMs: 800,
        lcpMs: 1600,
        cls: 0,
        tbtMs: 10,
        benchmarkIndex: 1400,
        cpuSlowdown: 3.43,
      },
      {
        performance: 95,
        fcpMs: 900,
        lcpMs: 1200,
        cls: 0.02,
        tbtMs: 50,
        benchmarkIndex: 1000,
        cpuSlowdown: 2.4,
      },
      {
        performance: 97,
        fcpMs: 700,
        lcpMs: 1400,
        cls: 0.01,
        tbtMs: 0,
        benchmarkIndex: 1200,
        cpuSlowdown: 2.8,
      },
    ];
    expect(medianFigures(runs)).toEqual({
      performance: 97,
      fcpMs: 800,
      lcpMs: 1400,
      cls: 0.01,
      tbtMs: 10,
      benchmarkIndex: 1200,
      cpuSlowdown: 2.8,
    });
  });
});

describe('lighthouseArgs', () => {
  it('runs a mobile performance pass with the throttling method asked for', () => {
    const args = lighthouseArgs('http://127.0.0.1:4000/', '/tmp/r.json', 'devtools');
    expect(args[0]).toBe('http://127.0.0.1:4000/');
    expect(args).toContain('--throttling-method=devtools');
    expect(args).toContain('--form-factor=mobile');
    expect(args).toContain('--only-categories=performance');
    expect(args).toContain('--output-path=/tmp/r.json');
    expect(lighthouseArgs('http://127.0.0.1:4000/', '/tmp/r.json', 'simulate')).toContain(
      '--throttling-method=simulate',
    );
  });

  it('loads the page in the profile it is given (Chromium keeps the last --user-data-dir), and in a throwaway one otherwise', () => {
    const chromeFlags = (args: string[]) => args.find((arg) => arg.startsWith('--chrome-flags=')) ?? '';
    expect(
      chromeFlags(
        lighthouseArgs('http://127.0.0.1:4000/', '/tmp/r.json', 'simulate', {
          userDataDir: '/tmp/profile-1',
        }),
      ),
    ).toMatch(/ --user-data-dir=\/tmp\/profile-1$/);
    expect(chromeFlags(lighthouseArgs('http://127.0.0.1:4000/', '/tmp/r.json', 'simulate'))).not.toContain(
      '--user-data-dir',
    );
  });

  it('slows the CPU by the factor asked for, and keeps Lighthouse’s mobile 4× otherwise', () => {
    expect(lighthouseArgs('http://127.0.0.1:4000/', '/tmp/r.json', 'devtools', { cpuSlowdown: 8 })).toContain(
      '--throttling.cpuSlowdownMultiplier=8',
    );
    expect(
      lighthouseArgs('http://127.0.0.1:4000/', '/tmp/r.json', 'devtools').some((arg) =>
        arg.startsWith('--throttling.cpu'),
      ),
    ).toBe(false);
  });
});

describe('a calibrated run (gather, then audit at the slowdown chosen from the gathered BenchmarkIndexes)', () => {
  it('gathers a simulated mobile load into the artifacts folder, in the profile given, without a report', () => {
    const args = gatherArgs('http://127.0.0.1:4000/', '/tmp/a', { userDataDir: '/tmp/profile-1' });
    expect(args).toContain('--gather-mode=/tmp/a');
    expect(args).toContain('--throttling-method=simulate');
    expect(args).toContain('--form-factor=mobile');
    expect(args.find((arg) => arg.startsWith('--chrome-flags='))).toMatch(
      / --user-data-dir=\/tmp\/profile-1$/,
    );
    expect(args.some((arg) => arg.startsWith('--output'))).toBe(false);
  });

  it('audits the same settings with the slowdown asked for, writing the JSON report', () => {
    const args = auditArgs('http://127.0.0.1:4000/', '/tmp/a', '/tmp/r.json', 2.93);
    expect(args).toContain('--audit-mode=/tmp/a');
    expect(args).toContain('--throttling-method=simulate');
    expect(args).toContain('--throttling.cpuSlowdownMultiplier=2.93');
    expect(args).toContain('--output-path=/tmp/r.json');
  });

  it('records the chosen slowdown as the gathered run’s setting (Lighthouse audits only with its gathered settings), keeping everything else', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'calibrate-'));
    try {
      const path = join(directory, 'artifacts.json');
      const gathered = {
        BenchmarkIndex: 1050,
        Trace: { traceEvents: [1] },
        settings: { formFactor: 'mobile', throttling: { rttMs: 150, cpuSlowdownMultiplier: 4 } },
      };
      await writeFile(path, JSON.stringify(gathered));
      await setGatheredSlowdown(path, 2.5);
      expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({
        ...gathered,
        settings: { formFactor: 'mobile', throttling: { rttMs: 150, cpuSlowdownMultiplier: 2.5 } },
      });
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
