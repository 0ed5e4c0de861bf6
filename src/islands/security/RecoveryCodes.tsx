/**
 * Recovery codes shown once (issue 16 §1), with a download as a text file.
 */
export function RecoveryCodes(props: { codes: string[]; onDone?: (() => void) | undefined; doneLabel?: string }) {
  const download = () => {
    const text = `Owner Console recovery codes\nEach code works once.\n\n${props.codes.join('\n')}\n`;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'owner-console-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your device. They are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 rounded-md bg-slate-50 p-3 font-mono text-sm">
        {props.codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex gap-2">
        <button type="button" className="btn-secondary" onClick={download}>
          Download codes
        </button>
        {props.onDone && (
          <button type="button" className="btn-primary" onClick={props.onDone}>
            {props.doneLabel ?? 'Done'}
          </button>
        )}
      </div>
    </div>
  );
}
