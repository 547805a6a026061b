import { documentContentType, documentName } from './document-type.js';

describe('evidence files: what they are from their bytes, and the name kept', () => {
  it('knows PDF, JPEG and PNG by their first bytes, whatever else they claim', () => {
    expect(documentContentType(Buffer.from('%PDF-1.7\n%âãÏÓ'))).toBe('application/pdf');
    expect(documentContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(documentContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
  });

  it('refuses anything else, short files too', () => {
    for (const text of ['<html><script>', '<svg xmlns=', 'MZ\x90\x00', 'PK\x03\x04', '%PD', ''])
      expect(documentContentType(Buffer.from(text, 'latin1'))).toBeNull();
  });

  it('keeps the base name with the real extension, cut to the limit', () => {
    expect(documentName('C:\\scans\\SECP certificate.PDF', 'pdf', 150)).toBe('SECP certificate.pdf');
    expect(documentName('../../etc/passwd', 'png', 150)).toBe('passwd.png');
    expect(documentName('report.exe', 'pdf', 150)).toBe('report.pdf');
    expect(documentName('a"\u0007b.jpg', 'jpg', 150)).toBe('ab.jpg');
    expect(documentName('', 'pdf', 150)).toBe('document.pdf');
    expect(documentName(`${'x'.repeat(300)}.pdf`, 'pdf', 150)).toHaveLength(150);
  });
});
