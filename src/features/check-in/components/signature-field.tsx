/**
 * The drawn signature (signature_pad on a canvas, touch, pen and mouse alike, in either text
 * direction): each stroke's end exports the trimmed PNG to the form. A signature restored from a
 * draft shows as its image until the guest signs again.
 */
import { Button, Group, Input } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import classes from './check-in.module.css';
import { exportSignature } from './signature-export';

export interface SignatureFieldProps {
  id: string;
  /** The PNG data URL, '' for none. */
  value: string;
  error?: string;
  onChange: (dataUrl: string) => void;
  onBlur?: () => void;
}

/** Sizes the canvas to its box at the screen's pixel density, keeping what is drawn. */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const data = pad.toData();
  canvas.width = Math.round(canvas.offsetWidth * ratio);
  canvas.height = Math.round(canvas.offsetHeight * ratio);
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  if (data.length) pad.fromData(data);
}

export function SignatureField({ id, value, error, onChange, onBlur }: SignatureFieldProps) {
  const { t } = useTranslation('checkin');
  const [showSaved, setShowSaved] = useState(() => value !== '');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const blurred = useRef(onBlur);
  blurred.current = onBlur;
  const labelId = `${id}-label`;
  const padRef = useRef<SignaturePad | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (showSaved || !canvas?.getContext('2d')) return;
    const pad = new SignaturePad(canvas, { penColor: '#1a1b1e', minWidth: 0.8, maxWidth: 2.8 });
    // Each stroke is exported as it ends (a few milliseconds): a "Send" pressed right after the
    // last stroke sends the whole signature.
    const onEnd = () => {
      changed.current(pad.isEmpty() ? '' : exportSignature(canvas));
      blurred.current?.();
    };
    padRef.current = pad;
    pad.addEventListener('endStroke', onEnd);
    fitCanvas(canvas, pad);
    const resized = () => fitCanvas(canvas, pad);
    window.addEventListener('resize', resized);
    return () => {
      window.removeEventListener('resize', resized);
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, [showSaved]);

  const clear = () => {
    padRef.current?.clear();
    setShowSaved(false);
    onChange('');
  };

  return (
    <Input.Wrapper
      label={t('signature.label')}
      description={t('signature.hint')}
      error={error}
      withAsterisk
      labelElement="div"
      labelProps={{ id: labelId }}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
      size="md"
    >
      <div
        id={id}
        className={classes.signatureBox}
        data-error={error ? 'true' : undefined}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? `${id}-description ${id}-error` : `${id}-description`}
        tabIndex={-1}
      >
        {showSaved && value ? (
          <img className={classes.signatureImage} src={value} alt={t('signature.saved')} />
        ) : (
          <>
            <span className={classes.signatureLine} aria-hidden />
            <canvas
              ref={canvasRef}
              className={classes.signatureCanvas}
              role="img"
              aria-label={t('signature.area')}
            />
          </>
        )}
      </div>
      <Group justify="flex-end" mt="xs">
        <Button variant="default" size="md" onClick={clear} disabled={!value && !showSaved}>
          {showSaved ? t('signature.signAgain') : t('signature.clear')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
