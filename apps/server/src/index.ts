// What other workspaces (e2e, bench) may use to run the server in-process.
export { buildApp } from './app.ts';
export { loadConfig, ConfigError, REPO_ROOT } from './config.ts';
export type { Config } from './config.ts';
export { ApiError, errorEnvelope } from './errors.ts';
