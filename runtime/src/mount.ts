import type { ComponentType } from 'react';
import type { SessionData } from './session/sessionStore';
import type { HostConfig } from './session/hostStore';
import type { ShellEvent } from './frame/messages';

/** The mount contract between a host and a remote. What every remote exposes as `./routes`: its screens by route pattern. */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
}

/** Options of the framework-agnostic `mount(element, options) => unmount` every remote exposes as `./mount`. */
export interface MountOptions {
  basename?: string;
  apiBase: string;
  docApiBase: string;
  session: SessionData | null;
  emit?: (event: ShellEvent) => void;
  config?: Partial<HostConfig>;
}

export type Unmount = () => void;
export type MountFn = (element: HTMLElement, options: MountOptions) => Unmount;
