export declare const HYDRATION_SECTIONS: readonly string[];
export declare function isHydrationSectionChunk(file: string): boolean;
