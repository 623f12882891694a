/** The seven guides' pictures (guide-art.tsx holds the parts they are drawn from). */
import { ART, Check, GuideArt, Lines, Person, Pill, Sheet, Window } from './guide-art';

/** The new-project wizard: three steps, the second done, a form and the create button. */
export function CreateProjectArt() {
  return (
    <GuideArt>
      <Window x={40} y={20} w={240} h={140}>
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <circle
              cx={100 + i * 60}
              cy={52}
              r="10"
              fill={i < 2 ? ART.brand : ART.paper}
              stroke={ART.brand}
              strokeWidth="2"
            />
            {i < 2 ? (
              <path d={`M${96 + i * 60} 52l3 3l5 -6`} stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
            ) : null}
            {i < 2 ? (
              <path d={`M${110 + i * 60} 52h40`} stroke={i === 0 ? ART.brand : ART.line} strokeWidth="2" />
            ) : null}
          </g>
        ))}
        <Lines x={62} y={78} widths={[60]} color={ART.muted} />
        <rect x={62} y={88} width="196" height="16" rx="4" fill={ART.paper} stroke={ART.line} />
        <Lines x={62} y={112} widths={[48]} color={ART.muted} />
        <rect x={62} y={122} width="120" height="16" rx="4" fill={ART.paper} stroke={ART.brand} strokeWidth="1.5" />
        <rect x={200} y={124} width="58" height="18" rx="5" fill={ART.brand} />
        <path d="M222 133h14M229 126v14" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </Window>
    </GuideArt>
  );
}

/** The upload dialog: files dropped on the zone, each with its project, one project chosen for all. */
export function UploadFilesArt() {
  return (
    <GuideArt>
      <rect
        x="24"
        y="24"
        width="112"
        height="132"
        rx="10"
        fill={ART.tint}
        stroke={ART.brand}
        strokeDasharray="6 5"
        strokeWidth="1.5"
      />
      <path
        d="M80 104V64m-16 16l16-16l16 16"
        stroke={ART.brand}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Lines x={52} y={118} widths={[56, 40]} color={ART.tint2} />
      {[0, 1].map((i) => (
        <g key={i} transform={`translate(0 ${i * 62})`}>
          <rect x="152" y="28" width="144" height="52" rx="8" fill={ART.paper} stroke={ART.line} />
          <Sheet x={162} y={36} w={26} h={34} fill={ART.paper}>
            <rect x="165" y="56" width="20" height="8" rx="2" fill={ART.red} />
          </Sheet>
          <Lines x={198} y={40} widths={[80]} color={ART.ink} />
          <rect x="198" y="52" width="88" height="16" rx="4" fill={ART.paper} stroke={ART.brand} strokeWidth="1.5" />
          <Lines x={204} y={58} widths={[50]} color={ART.brand} />
        </g>
      ))}
      <rect x="152" y="146" width="10" height="10" rx="2" fill={ART.brand} />
      <path d="M154 151l2 2l4 -4" stroke="#fff" strokeWidth="1.5" fill="none" />
      <Lines x={168} y={148} widths={[90]} color={ART.ink} />
    </GuideArt>
  );
}

/** A search inside the PDFs: the box, a page with the words marked, the previous and next hit. */
export function SearchPdfArt() {
  return (
    <GuideArt>
      <rect x="24" y="20" width="272" height="26" rx="13" fill={ART.paper} stroke={ART.brand} strokeWidth="1.5" />
      <circle cx="42" cy="32" r="6" stroke={ART.brand} strokeWidth="2" fill="none" />
      <path d="M46.5 36.5l4 4" stroke={ART.brand} strokeWidth="2" strokeLinecap="round" />
      <Lines x={58} y={30} widths={[70]} color={ART.ink} />
      <Sheet x={96} y={58} w={128} h={108}>
        <Lines x={108} y={74} widths={[96, 80, 100]} />
        <rect x="106" y="103" width="58" height="11" rx="2" fill={ART.mark} />
        <Lines x={108} y={106} widths={[52]} color={ART.ink} />
        <Lines x={108} y={122} widths={[100, 90, 64]} />
        <rect x="140" y="143" width="50" height="11" rx="2" fill={ART.mark} opacity="0.55" />
      </Sheet>
      {[0, 1].map((i) => (
        <g key={i}>
          <circle cx={256} cy={96 + i * 34} r="13" fill={ART.paper} stroke={ART.line} />
          <path
            d={i === 0 ? 'M250 99l6-6l6 6' : 'M250 127l6 6l6-6'}
            stroke={ART.ink}
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      ))}
      <rect x="30" y="104" width="44" height="20" rx="10" fill={ART.brand} />
      <Lines x={40} y={112} widths={[24]} color="#fff" />
    </GuideArt>
  );
}

/** Revisions A, B and C stacked, and the ISO 19650 statuses from work in progress to published. */
export function RevisionsArt() {
  const letters = ['A', 'B', 'C'];
  return (
    <GuideArt>
      {letters.map((letter, i) => (
        <Sheet key={letter} x={36 + i * 22} y={28 + i * 14} w={84} h={108} fill={i === 2 ? ART.paper : ART.canvas}>
          <text
            x={48 + i * 22}
            y={56 + i * 14}
            fontSize="16"
            fontWeight="700"
            fill={i === 2 ? ART.brand : ART.muted}
            fontFamily="sans-serif"
          >
            {letter}
          </text>
        </Sheet>
      ))}
      <Lines x={90} y={90} widths={[56, 44, 60, 36]} />
      {[ART.orange, ART.brand, ART.green].map((color, i) => (
        <g key={color}>
          <Pill x={196} y={40 + i * 36} w={86} color={color} filled={i === 2} />
          {i < 2 ? (
            <g stroke={ART.muted} strokeWidth="1.5" fill="none" strokeLinecap="round">
              <path d={`M239 ${56 + i * 36}v16`} />
              <path d={`M235 ${67 + i * 36}l4 5l4 -5`} />
            </g>
          ) : null}
        </g>
      ))}
      <Check cx={290} cy={118} r={8} />
    </GuideArt>
  );
}

/** A review: files go to reviewers, then to the approver, who approves. */
export function ReviewArt() {
  return (
    <GuideArt>
      <Sheet x={26} y={54} w={44} h={58} />
      <Sheet x={36} y={64} w={44} h={58} />
      <Lines x={44} y={84} widths={[26, 20, 24]} />
      <path d="M94 92h36" stroke={ART.brand} strokeWidth="2" strokeDasharray="4 4" />
      <Person cx={152} cy={62} />
      <Person cx={152} cy={118} />
      <Check cx={164} cy={74} r={6} />
      <Check cx={164} cy={130} r={6} />
      <path d="M176 90h40" stroke={ART.brand} strokeWidth="2" strokeDasharray="4 4" />
      <Person cx={252} cy={90} r={22} color={ART.brandDark} />
      <Check cx={270} cy={108} r={10} />
      <rect x="222" y="128" width="60" height="14" rx="7" fill={ART.green} />
    </GuideArt>
  );
}

/** A public link: the link, its last day, and a reader without an account. */
export function ShareLinkArt() {
  return (
    <GuideArt>
      <Window x={24} y={24} w={180} h={132}>
        <rect x="36" y="54" width="156" height="22" rx="6" fill={ART.tint} stroke={ART.brand} />
        <g stroke={ART.brand} strokeWidth="2.5" fill="none" strokeLinecap="round">
          <rect x="44" y="60" width="14" height="10" rx="5" />
          <rect x="54" y="60" width="14" height="10" rx="5" />
        </g>
        <Lines x={76} y={63} widths={[84]} color={ART.brand} />
        <rect x="36" y="88" width="70" height="18" rx="5" fill={ART.paper} stroke={ART.line} />
        <Lines x={44} y={95} widths={[40]} color={ART.ink} />
        <rect x="120" y="88" width="72" height="18" rx="5" fill={ART.brand} />
        <Lines x={134} y={95} widths={[44]} color="#fff" />
        <Lines x={36} y={120} widths={[120, 96]} />
      </Window>
      <rect x="222" y="34" width="70" height="66" rx="8" fill={ART.paper} stroke={ART.line} />
      <rect x="222" y="34" width="70" height="16" rx="8" fill={ART.brand} />
      <text x="257" y="86" textAnchor="middle" fontSize="24" fontWeight="700" fill={ART.ink} fontFamily="sans-serif">
        30
      </text>
      <Person cx={257} cy={132} r={18} color={ART.muted} />
    </GuideArt>
  );
}

/** Two-step sign-in: the QR code to scan, the phone's six-digit code, the shield. */
export function TwoStepArt() {
  const qr = [
    [0, 0],
    [2, 0],
    [3, 1],
    [1, 2],
    [4, 2],
    [0, 3],
    [2, 3],
    [3, 4],
    [1, 4],
    [4, 0],
  ];
  return (
    <GuideArt>
      <rect x="30" y="40" width="84" height="84" rx="6" fill={ART.paper} stroke={ART.line} />
      {[
        [38, 48],
        [86, 48],
        [38, 96],
      ].map(([x = 0, y = 0]) => (
        <rect
          key={`${x}-${y}`}
          x={x}
          y={y}
          width="20"
          height="20"
          rx="2"
          fill="none"
          stroke={ART.ink}
          strokeWidth="4"
        />
      ))}
      {qr.map(([col = 0, row = 0]) => (
        <rect key={`${col}-${row}`} x={64 + col * 6} y={64 + row * 6} width="5" height="5" fill={ART.ink} />
      ))}
      <rect x="138" y="26" width="72" height="128" rx="12" fill={ART.ink} />
      <rect x="144" y="38" width="60" height="104" rx="4" fill={ART.paper} />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={149 + i * 17} y={78} width="13" height="18" rx="3" fill={ART.tint} stroke={ART.brand} />
          <rect x={149 + i * 17} y={102} width="13" height="18" rx="3" fill={ART.tint} stroke={ART.brand} />
        </g>
      ))}
      <Lines x={152} y={52} widths={[44, 30]} />
      <path
        d="M262 40l34 12v26c0 22-15 38-34 46c-19-8-34-24-34-46V52z"
        fill={ART.tint}
        stroke={ART.brand}
        strokeWidth="2"
      />
      <path
        d="M248 82l10 10l18-20"
        stroke={ART.brand}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </GuideArt>
  );
}
