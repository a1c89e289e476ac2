import { DEFAULT_HOST_CONFIG, type FrameEnvironment, type HostConfig } from '@offerdesk/runtime';

/** config.json: the host configuration plus the parent-frame environments. */
export interface ShellConfig extends Omit<HostConfig, 'embedded' | 'showsPageTitle' | 'parentOrigin'> {
  frameEnvironments: (FrameEnvironment & { loginUrl?: string })[];
  /** Parent login page, sent with 'session-expired' when configured (per environment or global). */
  parentLoginUrl?: string;
  /** The signing service (mf-documents' signing page): the party portal's screens frame its party pages from there. */
  signingServiceUrl?: string;
}

const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

/** The shell's configuration from config.json as read (see firstScreen.ts). */
export async function loadShellConfig(json: Promise<Record<string, unknown>>): Promise<ShellConfig> {
  const raw = await json;
  const envs = Array.isArray(raw.frameEnvironments) ? (raw.frameEnvironments as ShellConfig['frameEnvironments']) : [];
  return {
    apiBase: str(raw.apiBase, DEFAULT_HOST_CONFIG.apiBase),
    docApiBase: str(raw.docApiBase, DEFAULT_HOST_CONFIG.docApiBase),
    trainingVideosUrl: str(raw.trainingVideosUrl, ''),
    feedbackUrl: str(raw.feedbackUrl, ''),
    frameEnvironments: envs.filter((e) => e && Array.isArray(e.hosts) && typeof e.parentOrigin === 'string'),
    parentLoginUrl: typeof raw.parentLoginUrl === 'string' ? raw.parentLoginUrl : undefined,
    signingServiceUrl: typeof raw.signingServiceUrl === 'string' && raw.signingServiceUrl ? raw.signingServiceUrl : undefined,
  };
}
