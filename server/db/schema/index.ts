export * from './accounts';
export * from './tokens';
export * from './projects';
export * from './uploads';
export * from './files';
export * from './sharing';
export * from './search-vector';
export * from './jobs';
