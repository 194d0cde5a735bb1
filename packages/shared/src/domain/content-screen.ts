/**
 * The deterministic content screen (docs/decisions/content-guidelines.md): a brief or chat message that
 * plainly asks for forbidden content is refused before any AI call. It looks for an instruction-seeking
 * verb next to a forbidden object (not for the object alone), so study topics such as "the Manhattan
 * Project", "how ransomware works" or "the pharmacology of opioids" pass; the model is also told to
 * refuse, which catches what a pattern cannot.
 */

export type ForbiddenCategory =
  | "minors"
  | "adult"
  | "weapons"
  | "drugs"
  | "hate"
  | "self-harm"
  | "malware"
  | "doxxing"
  | "exam-cheating";

export const FORBIDDEN_LABELS: Record<ForbiddenCategory, string> = {
  minors: "sexual content involving minors",
  adult: "explicit sexual content",
  weapons: "instructions for weapons or explosives",
  drugs: "instructions for producing drugs",
  hate: "hate or harassment",
  "self-harm": "encouraging self-harm",
  malware: "malware or breaking into systems",
  doxxing: "personal data about private individuals",
  "exam-cheating": "cheating on live exams",
};

export type ScreenResult = { allowed: true } | { allowed: false; category: ForbiddenCategory; label: string };

const HOW = String.raw`\b(?:how (?:do i |to |can i |would i |could i |should i )|instructions? (?:to|for|on) |steps? to |guide (?:to|for) |tutorial (?:on|for) |recipe for )`;
const DET = "(?:an? |my own |your own |homemade |some |the )?";

const MINOR = String.raw`\b(?:child(?:ren)?|kids?|minors?|under-?age|pre-?teens?|teens?|teenagers?|school ?(?:girls?|boys?)|loli(?:con)?|shota|\d{1,2}[- ]?(?:year|yr)s?[- ]?old)\b`;
const SEXUAL = String.raw`\b(?:porn\w*|nudes?|naked|erotic\w*|sexy|sexuali[sz]ed|hentai|lewd|nsfw|sexual (?:acts?|content|roleplay|fantas\w*|images?|stor(?:y|ies)))\b`;

const WEAPON = String.raw`(?:bombs?|explosives?|pipe bombs?|ieds?|improvised explosive devices?|napalm|detonators?|molotov(?: cocktails?)?|grenades?|nerve agents?|sarin|vx gas|ricin|anthrax spores|mustard gas|chemical weapons?|biological weapons?|bioweapons?|dirty bombs?|ghost guns?|untraceable (?:guns?|firearms?)|(?:gun|firearm|rifle|pistol) (?:silencers?|suppressors?)|auto sears?|full[- ]auto conversions?|tatp|rdx)\b`;
const MAKE = String.raw`\b(?:make|making|build|building|assembl\w*|construct\w*|synthesi[sz]\w*|manufactur\w*|produce|producing|3d[- ]print\w*|brew|brewing|weaponi[sz]\w*)\s+`;

const DRUG = String.raw`(?:crystal meth|meth|methamphetamine|fentanyl|carfentanil|heroin|cocaine|crack|lsd|mdma|ecstasy|ghb|dmt|pcp)\b`;
const DRUG_VERB = String.raw`\b(?:synthesi[sz]\w*|cook|cooking|make|making|manufactur\w*|produce|producing|extract\w*|refine|refining)\s+`;

const GROUP =
  "(?:black people|white people|jews|jewish people|muslims|christians|women|men|gays?|gay people|lesbians?|trans people|transgender people|immigrants|refugees|asians|arabs|africans|mexicans|latinos|hispanics|indians|roma|disabled people)";

const MALWARE = String.raw`(?:ransomware|keyloggers?|malware|computer viruses|a virus|viruses|trojans?|remote access trojans?|botnets?|rootkits?|spyware|stalkerware|credential stealers?|info-?stealers?|cryptojackers?|phishing (?:kits?|pages?|sites?|emails?))\b`;
const CODE_VERB = String.raw`\b(?:write|writing|create|creating|build|building|develop|developing|code|coding|make|making|program|programming|deploy|deploying|spread|spreading)\s+`;

const PREVENT = String.raw`(?<!\b(?:prevent\w*|detect\w*|stop\w*|avoid\w*|against|catch\w*|deter\w*|identify\w*|spot\w*)\s+(?:\w+\s+)?)`;

const RULES: { category: ForbiddenCategory; patterns: RegExp[] }[] = [
  {
    category: "minors",
    patterns: [
      new RegExp(`${MINOR}.{0,60}${SEXUAL}`),
      new RegExp(`${SEXUAL}.{0,60}${MINOR}`),
      /\b(?:child porn\w*|csam|child sexual abuse material)\b/,
    ],
  },
  {
    category: "adult",
    patterns: [
      /\b(?:porn\w*|hentai|nsfw|xxx|explicit sex\w*|sex positions?|erotic (?:stor(?:y|ies)|fiction|roleplay)|sexting)\b/,
    ],
  },
  {
    category: "weapons",
    patterns: [
      new RegExp(`${MAKE}${DET}${WEAPON}`),
      new RegExp(`${HOW}.{0,40}\\b${WEAPON}`),
      new RegExp(`\\b(?:homemade|diy|improvised) ${WEAPON}`),
    ],
  },
  {
    category: "drugs",
    patterns: [
      new RegExp(`${DRUG_VERB}${DET}${DRUG}`),
      new RegExp(`${HOW}.{0,40}\\b${DRUG}`),
      new RegExp(`\\b${DRUG}\\s+(?:synthesis|recipe|cook|lab setup|precursors?)\\b`),
      new RegExp(`\\b(?:synthesis|synthesis route|recipe|precursors?) (?:for|of) ${DRUG}`),
    ],
  },
  {
    category: "hate",
    patterns: [
      new RegExp(
        `\\b${GROUP}\\s+(?:are|is)\\s+(?:inferior|subhuman|evil|animals|vermin|parasites|a disease|less intelligent|stupid)\\b`,
      ),
      /\b(?:inferior|subhuman) (?:races?|people|ethnicit\w*)\b/,
      /\b(?:list of |give me |write (?:some |me )?)(?:racist |racial |ethnic |homophobic )?(?:insults|slurs) (?:for|about|against)\b/,
      /\bhow to (?:harass|bully|stalk|humiliate|intimidate|threaten)\b/,
      /\bthe holocaust (?:never|didn'?t|did not) happen/,
    ],
  },
  {
    category: "self-harm",
    patterns: [
      /\b(?:how (?:to|do i|can i)|best ways? to|painless ways? to|easiest ways? to|methods? (?:to|of)|ways to)\s+(?:kill (?:myself|yourself|oneself)|commit suicide|end (?:my|your) (?:own )?life|self[- ]harm|cut (?:myself|yourself)|hurt (?:myself|yourself)|starve (?:myself|yourself))\b/,
      /\bpro[- ]?(?:ana|mia)\b/,
      /\bthinspo\w*\b/,
      /\bsuicide (?:methods?|instructions?|guide)\b/,
    ],
  },
  {
    category: "malware",
    patterns: [
      new RegExp(`${CODE_VERB}${DET}(?:\\w+ )?${MALWARE}`),
      new RegExp(`${HOW}(?:write|create|build|code|make|develop|program)\\b.{0,20}\\b${MALWARE}`),
      /\bhow to (?:hack|break) into\b/,
      /\bhack(?:ing)? (?:into )?(?:someone(?:'s| else'?s)?|my (?:ex|girlfriend|boyfriend|wife|husband|partner|boss)'?s?|a person'?s) (?:account|email|phone|instagram|facebook|whatsapp|wi-?fi|computer)\b/,
      /\b(?:bypass|evade|disable) (?:antivirus|anti-virus|edr|windows defender)\b/,
    ],
  },
  {
    category: "doxxing",
    patterns: [
      /\b(?:dox|doxx|doxing|doxxing)\b/,
      /\b(?:find|get|look up|lookup|track down|locate)\s+(?:someone'?s|a person'?s|his|her|their|my (?:ex|neighbou?r|coworker|classmate|teacher)'?s?)\s+(?:home |real |current )?(?:address|phone number|location|social security number|ssn|personal (?:data|information|details))\b/,
      /\bhome address(?:es)? of (?!the\b)/,
      /\b(?:personal|private) (?:data|information|details) (?:of|about) (?:my|a|this) (?:neighbou?r|coworker|classmate|ex|person|private individual)\b/,
    ],
  },
  {
    category: "exam-cheating",
    patterns: [
      new RegExp(
        `${PREVENT}\\b(?:cheat|cheating)\\s+(?:on|in|at|during)\\s+(?:my|an?|the|this|tomorrow'?s|today'?s)\\s+(?:\\w+\\s+){0,2}(?:exams?|tests?|quiz(?:zes)?|midterms?|finals?|certifications?)\\b`,
      ),
      /\b(?:bypass|evade|trick|fool|get around|beat|cheat)\s+(?:the\s+)?(?:exam\s+|online\s+)?(?:proctor\w*|respondus|lockdown browser|honorlock|proctorio|examsoft)\b/,
      /\b(?:answers?|solutions?) (?:to|for) (?:my|the) (?:live|current|ongoing|proctored) (?:exam|test|quiz)\b/,
      /\bwhile (?:i(?:'m| am) )?(?:taking|sitting) (?:the|my|an) (?:exam|test|quiz)\b/,
    ],
  },
];

/** Harmless phrases that contain a forbidden word ("bath bomb"); removed before matching. */
const BENIGN = /\b(?:bath|seed|photo|flavou?r|glitter|cherry|calorimeter|love|f) bombs?\b/g;

function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u200b-\u200d\ufeff]/g, "")
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, " ")
    .replace(BENIGN, " ");
}

/** Screens every text together (a brief's fields, a chat message); the first forbidden match wins. */
export function screenContent(...texts: (string | null | undefined)[]): ScreenResult {
  const text = normalize(texts.filter(Boolean).join(" | "));
  for (const rule of RULES) {
    if (rule.patterns.some((p) => p.test(text))) {
      return { allowed: false, category: rule.category, label: FORBIDDEN_LABELS[rule.category] };
    }
  }
  return { allowed: true };
}

/** The 422 message for a refused request. */
export function contentNotAllowedMessage(label: string): string {
  return `This request is not allowed by the content guidelines (${label}). Choose a different topic.`;
}
