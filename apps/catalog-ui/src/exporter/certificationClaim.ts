/**
 * What a listed certification is until the directory has checked its certificate (no check exists yet: the admin
 * issue adds it): the exporter's own claim, and shown as one.
 */
export const CERTIFICATION_CLAIM = 'Claimed by the exporter, not yet checked by the directory';
