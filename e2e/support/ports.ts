/**
 * The e2e suites run beside a developer's `npm start` (4000, 4100–4105): every port moves by an
 * offset. Each jest worker drives a suite of its own (its own API, database, mailbox and settings, so
 * journeys on two workers share nothing): worker n's suite is at OFFERDESK_E2E_PORT_OFFSET (default
 * 1000) + (n − 1) × SUITE_STEP. Two e2e runs can also stand side by side with offsets far enough apart.
 */
export const BASE_OFFSET = Number(process.env.OFFERDESK_E2E_PORT_OFFSET ?? 1000);
/** Between two suites of one run: their ports (offset + 4000…4391) never meet. */
export const SUITE_STEP = 500;
/** The port offset of the suite the n-th worker (0 first) drives. */
export const suiteOffset = (index: number) => BASE_OFFSET + index * SUITE_STEP;
/** This worker's suite (jest numbers its workers from 1; the parent process and a run in band are 1). */
export const PORT_OFFSET = suiteOffset(Math.max(0, Number(process.env.JEST_WORKER_ID ?? 1) - 1));

/** The control port of the suite at this offset. */
export const controlPortOf = (offset: number) => 4390 + offset;
/** The example brokerage portal the suite at this offset serves (examples/brokerage-portal, the allowed parent). */
export const portalOriginOf = (offset: number) => `http://localhost:${4199 + offset}`;

export const CONTROL_PORT = controlPortOf(PORT_OFFSET);
/** The example brokerage portal the suite serves (examples/brokerage-portal, the allowed parent), and a stranger origin (not allowed). */
export const PORTAL_PORT = 4199 + PORT_OFFSET;
export const STRANGER_PORT = 4298 + PORT_OFFSET;
export const PORTAL_ORIGIN = portalOriginOf(PORT_OFFSET);
export const STRANGER_ORIGIN = `http://localhost:${STRANGER_PORT}`;
export const SHELL_URL = `http://localhost:${4100 + PORT_OFFSET}`;
/** mf-documents' own origin: the signing service (signing.html) that mailed sign links open. */
export const SIGNING_URL = `http://localhost:${4104 + PORT_OFFSET}`;
/** The party portal's own deployment (mf-party-portal on its origin, no shell): what clients open from their links. */
export const PARTY_PORTAL_URL = `http://localhost:${4105 + PORT_OFFSET}`;
export const API_URL = `http://localhost:${4000 + PORT_OFFSET}`;
export const CONTROL_URL = `http://127.0.0.1:${CONTROL_PORT}`;
/** The RESO Data Dictionary 2.0 stand-in the RESO journey makes the running suite's MLS (support/resoStandIn.ts). */
export const RESO_STAND_IN_PORT = 4391 + PORT_OFFSET;
/** A second deployment of one remote, served beside the suite (a remote released alone). */
export const RELEASE_PORT = 4106 + PORT_OFFSET;
/** Three API instances on one PostgreSQL, nginx in front of them and the SMTP server they send to. */
export const INSTANCE_PORTS = [4310, 4311, 4312].map((p) => p + PORT_OFFSET);
export const NGINX_PORT = 4320 + PORT_OFFSET;
export const SMTP_PORT = 4321 + PORT_OFFSET;

/**
 * Every port the browser talks to. Chromium refuses some ports outright (ERR_UNSAFE_PORT: 6000,
 * 6566, 6665–6669, …), and offset 2000 puts the API on 6000: the browser is told to allow these.
 */
export const BROWSER_PORTS = [4000, 4100, 4101, 4102, 4103, 4104, 4105, 4106, 4199, 4298].map((p) => p + PORT_OFFSET);
