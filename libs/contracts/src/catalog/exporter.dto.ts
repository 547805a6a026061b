/**
 * The exporter, product and counter answers are declared once, as TypeBox schemas with their types beside
 * them, in exporter.responses.ts. Nothing is left here: this module stays only while the catalog index
 * still names it.
 */
export {};
