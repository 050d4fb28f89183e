/**
 * A LAN guest's own language, at the top of the join screen and the guest's
 * lobby: his browser keeps it, whatever the host speaks. The app's player
 * (who may join another machine's table too) chooses his in the settings.
 */
import { LanguagePicker } from '../../components/LanguagePicker';
import { useRole } from '../../lan/role';
import { useSettings } from '../../stores/settings';
import './Lan.css';

export function GuestLanguage() {
  const role = useRole((state) => state.role);
  const language = useSettings((state) => state.settings.language);
  const chooseGuestLanguage = useSettings((state) => state.chooseGuestLanguage);
  // A role not yet known: a page opened from a QR code, a guest's (App.tsx).
  if (role === 'host') return null;
  return (
    <div className="lan-language" data-testid="guest-language">
      <LanguagePicker value={language} onChange={(choice) => void chooseGuestLanguage(choice)} />
    </div>
  );
}
