/**
 * Where one e2e run keeps its files. E2E_PORT (default 4400) separates concurrent runs: each gets
 * its own port, data folder, results folder and saved sessions. DIST_DIR picks the build to serve.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 4400);
const suffix = process.env.E2E_PORT ? `-${E2E_PORT}` : '';

export const E2E_DATA_DIR = `data-e2e${suffix}`;
export const E2E_RESULTS_DIR = `test-results/e2e${suffix}`;
export const E2E_STATE_DIR = `test-results/e2e-state${suffix}`;
