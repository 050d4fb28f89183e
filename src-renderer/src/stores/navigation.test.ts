import { beforeEach, describe, expect, it } from 'vitest';
import { useNavigation } from './navigation';

beforeEach(() => useNavigation.setState({ screen: { name: 'starting' } }));

describe('the way back from Settings', () => {
  it('returns to the screen Settings was opened from', () => {
    const { go, openSettings, leaveSettings } = useNavigation.getState();
    go({ name: 'load' });
    openSettings();
    expect(useNavigation.getState().screen.name).toBe('settings');
    leaveSettings();
    expect(useNavigation.getState().screen).toEqual({ name: 'load' });
  });

  it('returns to the menu without the notice it showed before (it has been read)', () => {
    const { go, openSettings, leaveSettings } = useNavigation.getState();
    go({ name: 'menu', notice: 'That match is gone.' });
    openSettings();
    leaveSettings();
    expect(useNavigation.getState().screen).toEqual({ name: 'menu' });
  });

  it('goes to the menu from Settings a reload opened (it knows no way back)', () => {
    const { go, leaveSettings } = useNavigation.getState();
    go({ name: 'settings' });
    leaveSettings();
    expect(useNavigation.getState().screen).toEqual({ name: 'menu' });
  });
});
