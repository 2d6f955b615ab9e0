// The generated cover images: an SVG per item (rarity-coloured glow, a silhouette of the weapon's
// class, initials, names) and per box (a crate in the category's colour). Pure and deterministic:
// the same catalogue row always gives the same bytes, so they cache well and need no files.
import {
  BOX_CATEGORY_NAMES,
  RARITY_GRADES,
  WEAR_GRADES,
  isBoxCategory,
  isRarity,
  isWear,
  type BoxCategory,
} from '@lootledger/contracts';

export interface ItemCoverInput {
  id: string;
  name_en: string;
  name_zh: string;
  weapon: string;
  skin: string;
  lv: number;
  dura: number;
}

export interface BoxCoverInput {
  id: string;
  name_en: string;
  name_zh: string;
  category: string;
}

type WeaponClass = 'rifle' | 'sniper' | 'pistol' | 'smg' | 'shotgun' | 'knife' | 'glove';

/** Silhouettes drawn in a 240 x 100 box. */
const SILHOUETTES: Record<WeaponClass, string> = {
  rifle:
    'M0 44 L18 36 L60 34 L64 28 L150 28 L156 34 L226 34 L226 30 L236 30 L236 40 L226 40 L160 42 L152 50 L132 52 L140 84 L124 88 L112 54 L96 54 L92 74 L80 76 L80 54 L58 52 L20 66 L4 64 Z',
  sniper:
    'M0 46 L24 38 L70 38 L74 34 L96 34 L96 26 L150 26 L150 34 L160 34 L160 38 L240 38 L240 44 L160 46 L150 50 L120 50 L116 66 L104 66 L104 52 L84 52 L82 72 L70 72 L68 52 L26 62 L2 60 Z',
  pistol: 'M60 30 L170 30 L174 36 L174 46 L120 46 L116 52 L104 52 L110 86 L84 90 L76 50 L60 46 Z',
  smg: 'M20 40 L40 34 L170 34 L176 40 L200 40 L200 46 L170 48 L150 50 L140 50 L146 84 L130 86 L124 52 L104 52 L100 74 L88 74 L88 52 L50 50 L24 58 Z',
  shotgun:
    'M0 46 L30 38 L76 36 L80 32 L230 32 L230 40 L180 40 L180 48 L120 48 L120 42 L94 42 L88 62 L76 62 L76 50 L34 58 L4 60 Z',
  knife:
    'M20 60 L90 52 L100 46 L110 46 L116 52 L200 40 Q238 34 228 56 L210 58 L116 62 L110 68 L100 68 L90 64 L20 70 Q8 66 20 60 Z',
  glove:
    'M80 96 L80 50 L76 40 Q74 30 84 30 L90 44 L92 20 Q94 12 100 12 Q106 12 106 20 L106 44 L110 14 Q112 6 118 6 Q124 6 124 14 L122 44 L128 18 Q130 10 136 10 Q142 11 141 19 L136 48 L144 30 Q148 24 154 27 Q159 31 156 37 L144 66 L140 96 Z',
};

const CLASS_BY_WEAPON: Record<string, WeaponClass> = {
  AWP: 'sniper',
  'SSG 08': 'sniper',
  'SCAR-20': 'sniper',
  G3SG1: 'sniper',
  'USP-S': 'pistol',
  'Glock-18': 'pistol',
  'Desert Eagle': 'pistol',
  P250: 'pistol',
  P2000: 'pistol',
  'Five-SeveN': 'pistol',
  'Tec-9': 'pistol',
  'CZ75-Auto': 'pistol',
  'Dual Berettas': 'pistol',
  'R8 Revolver': 'pistol',
  MP9: 'smg',
  MP7: 'smg',
  'MP5-SD': 'smg',
  'MAC-10': 'smg',
  'UMP-45': 'smg',
  P90: 'smg',
  'PP-Bizon': 'smg',
  Nova: 'shotgun',
  'MAG-7': 'shotgun',
  XM1014: 'shotgun',
  'Sawed-Off': 'shotgun',
};

export function weaponClass(weapon: string): WeaponClass {
  const known = CLASS_BY_WEAPON[weapon];
  if (known) return known;
  if (/gloves|wraps/i.test(weapon)) return 'glove';
  if (/knife|karambit|bayonet|dagger|bowie|falchion|huntsman|talon|stiletto|ursus|navaja/i.test(weapon)) return 'knife';
  return 'rifle';
}

/** "AK-47" -> "AK", "Desert Eagle" -> "DE", "M4A1-S" -> "M4". */
export function initials(weapon: string): string {
  const words = weapon.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word));
  if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase();
  return (weapon.match(/[A-Za-z0-9]/g) ?? ['?']).slice(0, 2).join('').toUpperCase();
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  // Control characters are not allowed in XML at all.
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

/** Long names are cut so they stay inside the 320-pixel card. */
function fit(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** Ids for gradients, unique per image so several inlined covers never share one. */
function localId(kind: string, id: string): string {
  return `${kind}-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

const FONT = `font-family="'Segoe UI','PingFang SC','Microsoft YaHei','Noto Sans CJK SC',Arial,sans-serif"`;

export function itemCoverSvg(item: ItemCoverInput): string {
  const grade = isRarity(item.lv) ? RARITY_GRADES[item.lv] : { en: '', color: '#9aa4b2' };
  const wear = isWear(item.dura) ? WEAR_GRADES[item.dura] : undefined;
  const color = grade.color;
  const glow = localId('glow', item.id);
  const metal = localId('metal', item.id);
  const title = item.skin ? `${item.weapon} | ${item.skin}` : item.weapon;
  const subtitle = [item.skin || 'Vanilla', wear?.market_name ?? wear?.dura_alias_en].filter(Boolean).join(' · ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" role="img" aria-label="${escapeXml(item.name_en)}">
<title>${escapeXml(item.name_en)} / ${escapeXml(item.name_zh)}</title>
<defs>
<radialGradient id="${glow}" cx="50%" cy="45%" r="70%">
<stop offset="0" stop-color="${color}" stop-opacity="0.9"/>
<stop offset="0.55" stop-color="${color}" stop-opacity="0.25"/>
<stop offset="1" stop-color="#14161b" stop-opacity="0"/>
</radialGradient>
<linearGradient id="${metal}" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#4a505e"/>
<stop offset="1" stop-color="#111318"/>
</linearGradient>
</defs>
<rect width="320" height="240" fill="#14161b"/>
<rect width="320" height="240" fill="url(#${glow})"/>
<text x="16" y="40" ${FONT} font-size="32" font-weight="700" fill="#ffffff" fill-opacity="0.22">${escapeXml(initials(item.weapon))}</text>
<text x="304" y="30" ${FONT} font-size="13" font-weight="600" text-anchor="end" fill="${color}">${escapeXml(grade.en)}</text>
<g transform="translate(40 62)"><path d="${SILHOUETTES[weaponClass(item.weapon)]}" fill="url(#${metal})" stroke="${color}" stroke-width="2" stroke-linejoin="round"/></g>
<text x="16" y="192" ${FONT} font-size="15" font-weight="700" fill="#ffffff">${escapeXml(fit(title, 34))}</text>
<text x="16" y="213" ${FONT} font-size="12" fill="#d7dbe2">${escapeXml(fit(`${item.name_zh} · ${subtitle}`, 40))}</text>
<rect y="230" width="320" height="10" fill="${color}"/>
</svg>
`;
}

export function boxCoverSvg(box: BoxCoverInput): string {
  const category: BoxCategory | undefined = isBoxCategory(box.category) ? box.category : undefined;
  const color = category ? BOX_CATEGORY_NAMES[category].color : '#9aa4b2';
  const glow = localId('glow', box.id);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" role="img" aria-label="${escapeXml(box.name_en)}">
<title>${escapeXml(box.name_en)} / ${escapeXml(box.name_zh)}</title>
<defs>
<radialGradient id="${glow}" cx="50%" cy="40%" r="75%">
<stop offset="0" stop-color="${color}" stop-opacity="0.85"/>
<stop offset="1" stop-color="#14161b" stop-opacity="0"/>
</radialGradient>
</defs>
<rect width="320" height="240" fill="#14161b"/>
<rect width="320" height="240" fill="url(#${glow})"/>
<g transform="translate(100 26)" stroke="#0d0e12" stroke-width="2" stroke-linejoin="round">
<polygon points="60,0 120,30 60,60 0,30" fill="${color}"/>
<polygon points="60,0 120,30 60,60 0,30" fill="#ffffff" fill-opacity="0.35"/>
<polygon points="0,30 60,60 60,130 0,100" fill="${color}"/>
<polygon points="120,30 60,60 60,130 120,100" fill="${color}"/>
<polygon points="120,30 60,60 60,130 120,100" fill="#000000" fill-opacity="0.35"/>
<polygon points="0,52 60,82 60,92 0,62" fill="#000000" fill-opacity="0.3"/>
<polygon points="120,52 60,82 60,92 120,62" fill="#000000" fill-opacity="0.45"/>
<polygon points="30,15 90,45 90,52 30,22" fill="#ffffff" fill-opacity="0.5" stroke="none"/>
</g>
<text x="160" y="190" ${FONT} font-size="18" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeXml(fit(box.name_en, 28))}</text>
<text x="160" y="214" ${FONT} font-size="14" text-anchor="middle" fill="#d7dbe2">${escapeXml(fit(box.name_zh, 20))}</text>
<rect y="230" width="320" height="10" fill="${color}"/>
</svg>
`;
}
