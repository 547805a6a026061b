import { loadConfig } from '@ped/nest-kit';
import { CatalogConfig } from '../config/catalog.config.js';

describe('the catalog’s SMS configuration', () => {
  it('logs texts in development when no gateway is set', () => {
    const config = loadConfig(CatalogConfig, { NODE_ENV: 'development' });
    expect([config.SMS_TRANSPORT, config.SMS_HTTP_URL]).toEqual([undefined, undefined]);
  });

  it('refuses to start in production without the SMS gateway, unless told to log texts', () => {
    expect(() => loadConfig(CatalogConfig, { NODE_ENV: 'production' })).toThrow(/SMS_HTTP_URL must be/);
    expect(loadConfig(CatalogConfig, { NODE_ENV: 'production', SMS_TRANSPORT: 'log' }).SMS_TRANSPORT).toBe(
      'log',
    );
    const config = loadConfig(CatalogConfig, {
      NODE_ENV: 'production',
      SMS_HTTP_URL: 'https://sms.example.pk/send',
      SMS_HTTP_TOKEN: 'secret',
    });
    expect(config.SMS_HTTP_URL).toBe('https://sms.example.pk/send');
  });

  it('names a gateway URL that is not one', () => {
    expect(() => loadConfig(CatalogConfig, { SMS_HTTP_URL: 'sms.example.pk' })).toThrow(/SMS_HTTP_URL/);
    expect(() => loadConfig(CatalogConfig, { SMS_TRANSPORT: 'carrier-pigeon' })).toThrow(/SMS_TRANSPORT/);
  });
});
