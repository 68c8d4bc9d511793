/**
 * The media module's public face (issue 34: images people upload): what other modules, the
 * infrastructure and the tests may use. Anything not exported here is the module's own; the processor
 * (sharp, a native addon) is reached only through its trigger, so no other function bundles it.
 */
export { imageUrlToSave, readyUploadUrlOrThrow } from './attach-upload';
export { MEDIA_PREFIX, ORIGINALS_PREFIX } from './media-keys';
