import { productPictures } from './product-pictures.js';

const a = '/media/product-aaaaaaaaaaaaaaaa-640.webp';
const b = '/media/product-bbbbbbbbbbbbbbbb-640.webp';
const c = '/media/product-cccccccccccccccc-640.webp';

describe('productPictures', () => {
  it('takes the whole list when images is given, in its order', () => {
    expect(productPictures([a], { images: [c, b], imageUrl: a })).toEqual([c, b]);
    expect(productPictures([a, b], { images: null })).toEqual([]);
  });

  it("replaces only the cover when the spec's imageUrl is given alone", () => {
    expect(productPictures([], { imageUrl: a })).toEqual([a]);
    expect(productPictures([a, b], { imageUrl: c })).toEqual([c, b]);
    expect(productPictures([a, b], { imageUrl: null })).toEqual([b]);
  });

  it('keeps the pictures when neither is given', () => {
    expect(productPictures([a, b], {})).toEqual([a, b]);
  });

  it('keeps a picture once and at most eight', () => {
    expect(productPictures([a, b], { imageUrl: b })).toEqual([b]);
    const many = Array.from({ length: 10 }, (_, i) => `/media/product-${String(i).repeat(16)}-640.webp`);
    expect(productPictures([], { images: many })).toHaveLength(8);
  });
});
