/**
 * The QR code in the host's LAN lobby: a phone that scans it opens the table's
 * join page with the code already in (lan/joinLink.ts) and asks only for a
 * name. Below it the address to type, for a guest without a camera.
 */
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { joinAddressFor } from '../../lan/joinLink';

export function JoinQr({ address, code, game }: { address: string; code: string; game?: string }) {
  const { t } = useTranslation('lan');
  const link = joinAddressFor(address, code, game);
  return (
    <figure className="lan-qr" data-testid="join-qr" data-join-address={link}>
      <figcaption className="field-label">{t('host.open.scan')}</figcaption>
      {/* Dark on a light ground with a quiet zone: phone cameras read that best, whatever the theme. */}
      <QRCodeSVG value={link} size={176} level="M" marginSize={2} role="img" aria-label={t('host.open.qrLabel', { address })} className="lan-qr-code" />
      <p className="hint lan-qr-address">{t('host.open.orType', { address })}</p>
    </figure>
  );
}
