import type { OperationResult } from './run-fuzz.ts';

/** The refusals of an operation, most frequent first: `400 GENERIC_ERROR ×512, 401 HTTP_UNAUTHORIZED ×30`. */
export function refusalSummary(result: OperationResult): string {
  return [...result.refusals.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([code, count]) => `${code} ×${count}`)
    .join(', ');
}

/** The table `npm run fuzz` prints: one row per operation, then the totals and what broke the contract. */
export function formatReport(
  results: readonly OperationResult[],
  heading: string,
  findingsPerOperation = 5,
): string {
  const lines = [
    heading,
    '',
    '| operation | cases | 2xx | 4xx by code | 5xx | problems |',
    '|---|---:|---:|---|---:|---:|',
  ];
  for (const result of results) {
    lines.push(
      `| ${result.key} | ${result.cases} | ${result.success} | ${refusalSummary(result)} | ${result.serverErrors} | ${result.findings.length} |`,
    );
  }
  const cases = results.reduce((sum, result) => sum + result.cases, 0);
  const serverErrors = results.reduce((sum, result) => sum + result.serverErrors, 0);
  const findings = results.flatMap((result) => result.findings);
  lines.push(
    '',
    `${results.length} operations × ${cases / Math.max(results.length, 1)} cases = ${cases} requests; ` +
      `5xx: ${serverErrors}; problems: ${findings.length}`,
  );
  for (const result of results) {
    for (const finding of result.findings.slice(0, findingsPerOperation))
      lines.push(
        `  ${finding.key} #${finding.caseIndex}: ${finding.problem}\n      request: ${finding.request}`,
      );
    if (result.findings.length > findingsPerOperation)
      lines.push(`  ${result.key}: ${result.findings.length - findingsPerOperation} more`);
  }
  return lines.join('\n');
}
