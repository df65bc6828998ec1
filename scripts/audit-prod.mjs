// `npm audit --omit=dev` that tells "the audit service could not answer" apart from
// "high or critical advisories found" (ADR 091): only the second fails the build.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.warn('npm audit: no report (is the registry reachable?)');
  process.exit(0);
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = report.message ?? report.error?.summary ?? 'unknown error';
  console.warn(`npm audit: the advisory service did not answer (${reason}); nothing checked`);
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
if (serious > 0) {
  for (const [name, advisory] of Object.entries(report.vulnerabilities ?? {})) {
    if (advisory.severity === 'high' || advisory.severity === 'critical') {
      console.error(`  ${advisory.severity}: ${name} ${advisory.range ?? ''}`);
    }
  }
  process.exit(1);
}
