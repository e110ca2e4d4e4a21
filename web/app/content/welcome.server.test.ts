import { describe, expect, it } from 'vitest';
import { detectCountry, welcomeState } from './welcome.server';

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe('welcomeState', () => {
  it('calls a visit without a locale cookie or country_code a first visit', () => {
    expect(welcomeState(request('https://shop.example/'), 'SG').firstVisit).toBe(true);
    expect(welcomeState(request('https://shop.example/', { cookie: 'device-id=x; locale=th' }), 'TH').firstVisit).toBe(false);
    expect(welcomeState(request('https://shop.example/?country_code=MY'), 'MY').firstVisit).toBe(false);
  });

  it('names another of our countries the visitor is in, not this site’s, nor one we do not serve', () => {
    expect(welcomeState(request('https://shop.example/', { 'cf-ipcountry': 'TH' }), 'SG').otherCountry).toBe('TH');
    expect(welcomeState(request('https://shop.example/', { 'cf-ipcountry': 'SG' }), 'SG').otherCountry).toBeNull();
    expect(welcomeState(request('https://shop.example/', { 'cf-ipcountry': 'US' }), 'SG').otherCountry).toBeNull();
  });
});

describe('detectCountry', () => {
  it('reads the edge geo header, never the browser language', () => {
    expect(detectCountry(new Headers({ 'x-visitor-country': 'hk', 'accept-language': 'th-TH' }))).toBe('HK');
    expect(detectCountry(new Headers({ 'cf-ipcountry': 'TH' }))).toBe('TH');
    expect(detectCountry(new Headers({ 'accept-language': 'th-TH,th;q=0.9,en;q=0.8' }))).toBeUndefined();
    expect(detectCountry(new Headers({ 'x-visitor-country': 'US' }))).toBeUndefined();
  });
});

describe('the ship notice', () => {
  it('stays away once dismissed for that country, and comes back for another', () => {
    const inThailand = { 'cf-ipcountry': 'TH', cookie: 'ship-notice-dismissed=TH' };
    expect(welcomeState(request('https://shop.example/', inThailand), 'SG').otherCountry).toBeNull();
    expect(welcomeState(request('https://shop.example/', { ...inThailand, 'cf-ipcountry': 'MY' }), 'SG').otherCountry).toBe('MY');
  });
});
