import { describe, expect, it } from 'vitest';
import { senderRefusal } from './sender-check.js';

const APP = 'file:///opt/Smugglers%27%20Table/out/renderer/index.html';

describe('the IPC sender check', () => {
  it("lets the app's own page in the window's top frame through, whatever its route", () => {
    expect(senderRefusal({ url: APP, isMainFrame: true }, APP, 'linux')).toBeNull();
    expect(senderRefusal({ url: `${APP}#/load`, isMainFrame: true }, APP, 'linux')).toBeNull();
    expect(senderRefusal({ url: "file:///opt/Smugglers'%20Table/out/renderer/index.html?x=1", isMainFrame: true }, APP, 'linux')).toBeNull();
  });

  it('refuses frames inside the page, other pages, other schemes and a frame that is gone', () => {
    expect(senderRefusal({ url: APP, isMainFrame: false }, APP, 'linux')).toMatch(/not a frame inside it/);
    for (const url of [
      'https://example.com/',
      'file:///opt/Smugglers%27%20Table/out/renderer/other.html',
      'file:///tmp/index.html',
      'http://127.0.0.1:8737/index.html',
      'not a url',
      '',
    ]) {
      expect(senderRefusal({ url, isMainFrame: true }, APP, 'linux'), url).toMatch(/another page/);
    }
    expect(senderRefusal(null, APP, 'linux')).toMatch(/gone/);
  });

  it('ignores case only where the disk does', () => {
    const shouted = APP.replace('/opt/', '/OPT/');
    expect(senderRefusal({ url: shouted, isMainFrame: true }, APP, 'linux')).not.toBeNull();
    expect(senderRefusal({ url: shouted, isMainFrame: true }, APP, 'win32')).toBeNull();
  });
});
