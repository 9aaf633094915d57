export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export declare function pageModules(
  manifest: Record<string, ManifestChunk>,
  source: string,
  loaded: Iterable<string>,
  withPage?: (file: string) => boolean,
): string[];
export declare const STARTUP_STAGES: readonly string[];
export declare function isStartupStage(key: string): boolean;
export declare function startupModules(manifest: Record<string, ManifestChunk>): string[];
