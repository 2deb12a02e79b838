// Kept as a constant rather than read from package.json so the bundle needs no JSON import at run time.
export const MFM_VERSION = '0.1.0';
