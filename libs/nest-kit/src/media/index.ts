/** `@ped/nest-kit/media`: images' storage and variants (separate from the kit's main entry: it loads sharp). */
export * from './media.config.js';
export * from './media-storage.js';
export * from './image-variants.js';
