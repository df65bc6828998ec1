import type { CounterConfiguration, GaugeConfiguration, HistogramConfiguration } from 'prom-client';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One registry per app (tests build many apps in one process, and the global registry would
 * refuse the second). Modules add their own metrics with `counter`/`gauge`/`histogram`,
 * which return the existing metric when the name is already registered.
 */
export type Metrics = {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** Dogs written by the public-data importers, by source (e.g. 'animal', 'gg') and outcome. */
  importedDogs: Counter<'source' | 'outcome'>;
  /** Shelters written by the importers, by source and outcome. */
  importedShelters: Counter<'source' | 'outcome'>;
  /** Import runs by source and result ('ok' | 'failed'). */
  importRuns: Counter<'source' | 'result'>;
  counter<L extends string>(config: CounterConfiguration<L>): Counter<L>;
  gauge<L extends string>(config: GaugeConfiguration<L>): Gauge<L>;
  histogram<L extends string>(config: HistogramConfiguration<L>): Histogram<L>;
};

export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });
  const reuse = <M>(name: string, create: () => M): M =>
    (registry.getSingleMetric(name) as M | undefined) ?? create();
  const counter = <L extends string>(config: CounterConfiguration<L>) =>
    reuse(config.name, () => new Counter({ ...config, registers: [registry] }));
  const gauge = <L extends string>(config: GaugeConfiguration<L>) =>
    reuse(config.name, () => new Gauge({ ...config, registers: [registry] }));
  const histogram = <L extends string>(config: HistogramConfiguration<L>) =>
    reuse(config.name, () => new Histogram({ ...config, registers: [registry] }));
  return {
    registry,
    counter,
    gauge,
    histogram,
    httpDuration: histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern, method and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    importedDogs: counter({
      name: 'chajul_imported_dogs_total',
      help: 'Dogs written by the public-data importers',
      labelNames: ['source', 'outcome'],
    }),
    importedShelters: counter({
      name: 'chajul_imported_shelters_total',
      help: 'Shelters written by the public-data importers',
      labelNames: ['source', 'outcome'],
    }),
    importRuns: counter({
      name: 'chajul_import_runs_total',
      help: 'Public-data import runs',
      labelNames: ['source', 'result'],
    }),
  };
}
