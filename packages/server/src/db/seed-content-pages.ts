import type { ContentSection } from '@wl/contract/constants';
import { and, eq } from 'drizzle-orm';
import { sanitizeContent } from '../modules/content/sanitize.js';
import type { Db } from './client.js';
import { helpArticles } from './schema.js';

type Article = { anchor: string; title: string; content: string };
type Pages = Record<Exclude<ContentSection, 'help'>, Article[]>;

/** The partners and figures that differ between the brands; the texts around them are shared. */
interface BrandFacts {
  brand: string;
  company: string;
  football: string;
  esports: string;
  charity: string;
  currency: string;
  licence: string;
}

const AURORA: BrandFacts = {
  brand: 'Aurora Play',
  company: 'Aurora Digital Entertainment Ltd.',
  football: 'Northbridge Athletic FC',
  esports: 'Nova Wolves Esports',
  charity: 'the Clear Mind Foundation',
  currency: 'US dollars',
  licence: 'IGA-2026-0142',
};

const BENGAL: BrandFacts = {
  brand: 'Bengal Star',
  company: 'Bengal Star Gaming Ltd.',
  football: 'Padma Rivers FC',
  esports: 'Royal Tigers Esports',
  charity: 'the Bhorosha Foundation',
  currency: 'Bangladeshi taka',
  licence: 'IGA-2026-0187',
};

/** English pages (Aurora's only language of content; Bengal's second). */
function english(f: BrandFacts, cricket: boolean): Pages {
  return {
    sponsor: [
      {
        anchor: 'football',
        title: `${f.football}: official gaming partner`,
        content: `<h3>Proud partner of ${f.football}</h3>
<p>${f.brand} is the official gaming partner of ${f.football} for the 2026/27 season. Our logo appears on the
team's training kit and on the pitch-side boards at every home match.</p>
<h4>What the partnership brings you</h4>
<ul>
<li>Match-day prize draws: every member who plays during a home match enters the draw for signed shirts.</li>
<li>Two season tickets given away every month to members who reach the VIP ranks.</li>
<li>Meet-the-players events for our most loyal members, announced in the notices.</li>
</ul>
<p>All promotions linked to the club are open to members aged 18 or over only.</p>`,
      },
      ...(cricket
        ? [
            {
              anchor: 'cricket',
              title: 'Jamuna Kings: title sponsor',
              content: `<h3>Title sponsor of the Jamuna Kings Cricket Club</h3>
<p>${f.brand} backs the Jamuna Kings through the whole T20 season, from the first ball of the league to the final.</p>
<h4>For our members</h4>
<ul>
<li>Six-hit bonus: extra reward points for every six the Kings hit at home.</li>
<li>Free tickets for the semi-final and final, drawn among active members.</li>
</ul>`,
            },
          ]
        : []),
      {
        anchor: 'esports',
        title: `${f.esports}: team sponsor`,
        content: `<h3>We sponsor ${f.esports}</h3>
<p>${f.esports} compete in regional MOBA and tactical-shooter leagues. ${f.brand} covers the team's training camp,
travel to tournaments and the coaching staff.</p>
<h4>Watch and win</h4>
<ol>
<li>Follow the team's matches on our social channels.</li>
<li>Predict the result in the esports section before the match starts.</li>
<li>Correct predictions share a reward pool after every tournament.</li>
</ol>`,
      },
      {
        anchor: 'charity',
        title: 'Responsible gaming partner',
        content: `<h3>Working with ${f.charity}</h3>
<p>Gaming should stay entertainment. Every year ${f.brand} funds ${f.charity}, an independent charity that runs a
free, confidential helpline for anyone worried about their own gaming or that of someone close to them.</p>
<ul>
<li>Part of our revenue goes to the charity's counselling and education work.</li>
<li>Our customer-service team is trained by the charity to notice signs of harm.</li>
<li>The self-assessment questions in the responsible gaming guide were written with its advisers.</li>
</ul>`,
      },
    ],
    description: [
      {
        anchor: 'about',
        title: 'Who we are',
        content: `<h3>About ${f.brand}</h3>
<p>${f.brand} is run by ${f.company}, a team of players, engineers and customer-service staff who have built
gaming sites since 2015. We offer lottery, slots, live casino, fishing games, cards, sports and esports in one
account and one wallet.</p>
<ul>
<li>Customer service around the clock, in your language.</li>
<li>Fast deposits and withdrawals.</li>
<li>Our own provably fair games next to those of leading providers.</li>
</ul>`,
      },
      {
        anchor: 'licence',
        title: 'Licence and fair play',
        content: `<h3>Licensed and fair</h3>
<p>${f.company} holds a remote gaming licence (licence number ${f.licence}) from the Island Gaming Authority, which
checks our games, our payouts and how we protect players' money.</p>
<h4>Provably fair in-house games</h4>
<p>Dice, Mines, Plinko and Lucky Sevens are provably fair: before each round you see a hash of our server seed;
together with your own client seed and the round number it decides the result. When you change the seed, the old
server seed is revealed and the Verify page recomputes every round in your browser, so you can check that no
result was changed after your bet.</p>
<p>Games from other providers are tested by independent laboratories before they appear on the site.</p>`,
      },
      {
        anchor: 'responsible',
        title: 'Responsible gaming',
        content: `<h3>Play for fun, stay in control</h3>
<ul>
<li>You must be 18 or older to open an account.</li>
<li>Set a budget before you play and keep to it; never chase losses.</li>
<li>Take regular breaks and do not play when upset or tired.</li>
<li>Customer service can pause your account for a day, a week or longer, or close it, at any time.</li>
</ul>
<p>If gaming stops being fun, talk to us or to ${f.charity}: help is free and confidential.</p>`,
      },
      {
        anchor: 'payments',
        title: 'Payments',
        content: `<h3>Deposits and withdrawals</h3>
<p>Your account is kept in ${f.currency}. The cashier lists the deposit channels open to you; most deposits arrive
within minutes.</p>
<ol>
<li>Open the member centre and choose Deposit or Withdraw.</li>
<li>Pick a channel and enter the amount.</li>
<li>For a withdrawal, confirm with your payment password; most are paid within 30 minutes.</li>
</ol>
<p>We never ask for your password by phone or chat. Payments go only to accounts in your own name.</p>`,
      },
    ],
    download: [
      {
        anchor: 'ios',
        title: 'Install on iPhone and iPad',
        content: `<p>The ${f.brand} app runs on iOS 14 or later.</p>
<ol>
<li>Scan the iOS QR code with your iPhone camera, or tap the iOS download link on your iPhone or iPad.</li>
<li>The link opens the app's page in the App Store: tap <strong>Get</strong> and confirm with Face ID, Touch ID or
your Apple ID password.</li>
<li>If the link offers to install the app directly instead (our enterprise build), tap <strong>Install</strong>.</li>
<li>For the enterprise build only: open <strong>Settings &gt; General &gt; VPN &amp; Device Management</strong>, tap
our developer profile and tap <strong>Trust</strong>.</li>
<li>Open the app from your home screen and log in with your usual account.</li>
</ol>
<p>Updates arrive through the App Store like any other app.</p>`,
      },
      {
        anchor: 'android',
        title: 'Install on Android',
        content: `<p>The ${f.brand} app runs on Android 8.0 or later and is installed from an APK file.</p>
<ol>
<li>Scan the Android QR code with your phone's camera, or tap the Android download link on your phone.</li>
<li>If the browser warns that this type of file can harm your device, tap <strong>Download anyway</strong>: the file
comes from our own site.</li>
<li>Open the downloaded file from the notification bar or the <strong>Downloads</strong> folder.</li>
<li>When Android asks, allow installs from unknown sources: tap <strong>Settings</strong>, turn on
<strong>Allow from this source</strong> for your browser, then go back.</li>
<li>Tap <strong>Install</strong> and wait until the installation finishes.</li>
<li>Open the app and log in with your usual account. You may turn <strong>Allow from this source</strong> off
again afterwards.</li>
</ol>
<p>When a new version is ready the app tells you and downloads it for you.</p>`,
      },
    ],
  };
}

/** Bengal's default language. */
const BENGALI: Pages = {
  sponsor: [
    {
      anchor: 'football',
      title: 'পদ্মা রিভার্স এফসি: অফিসিয়াল গেমিং পার্টনার',
      content: `<h3>পদ্মা রিভার্স এফসি-র গর্বিত পার্টনার</h3>
<p>২০২৬/২৭ মৌসুমে বেঙ্গল স্টার পদ্মা রিভার্স এফসি-র অফিসিয়াল গেমিং পার্টনার। দলের অনুশীলনের জার্সি এবং প্রতিটি
হোম ম্যাচে মাঠের পাশের বোর্ডে আমাদের লোগো থাকে।</p>
<h4>এই পার্টনারশিপে আপনি যা পাবেন</h4>
<ul>
<li>ম্যাচ-ডে পুরস্কার ড্র: হোম ম্যাচ চলাকালীন খেলা প্রত্যেক সদস্য স্বাক্ষরিত জার্সির ড্র-তে অংশ নেন।</li>
<li>প্রতি মাসে ভিআইপি সদস্যদের জন্য দুটি সিজন টিকিট।</li>
<li>সবচেয়ে বিশ্বস্ত সদস্যদের জন্য খেলোয়াড়দের সাথে সাক্ষাতের আয়োজন, যা নোটিশে জানানো হবে।</li>
</ul>
<p>ক্লাবের সাথে যুক্ত সব প্রমোশন শুধুমাত্র ১৮ বছর বা তার বেশি বয়সী সদস্যদের জন্য।</p>`,
    },
    {
      anchor: 'cricket',
      title: 'যমুনা কিংস: টাইটেল স্পনসর',
      content: `<h3>যমুনা কিংস ক্রিকেট ক্লাবের টাইটেল স্পনসর</h3>
<p>লিগের প্রথম বল থেকে ফাইনাল পর্যন্ত পুরো টি-টোয়েন্টি মৌসুমে বেঙ্গল স্টার যমুনা কিংসের পাশে আছে।</p>
<h4>আমাদের সদস্যদের জন্য</h4>
<ul>
<li>ছক্কা বোনাস: হোম ম্যাচে কিংসের প্রতিটি ছক্কায় অতিরিক্ত রিওয়ার্ড পয়েন্ট।</li>
<li>সেমিফাইনাল ও ফাইনালের ফ্রি টিকিট, সক্রিয় সদস্যদের মধ্যে ড্র করে।</li>
</ul>`,
    },
    {
      anchor: 'esports',
      title: 'রয়্যাল টাইগার্স ইস্পোর্টস: দল স্পনসর',
      content: `<h3>আমরা রয়্যাল টাইগার্স ইস্পোর্টস-এর স্পনসর</h3>
<p>রয়্যাল টাইগার্স আঞ্চলিক MOBA ও ট্যাকটিক্যাল শুটার লিগে খেলে। দলের ট্রেনিং ক্যাম্প, টুর্নামেন্টে যাতায়াত এবং কোচিং
স্টাফের খরচ বেঙ্গল স্টার বহন করে।</p>
<h4>দেখুন এবং জিতুন</h4>
<ol>
<li>আমাদের সোশ্যাল চ্যানেলে দলের ম্যাচগুলো দেখুন।</li>
<li>ম্যাচ শুরুর আগে ইস্পোর্টস বিভাগে ফলাফল অনুমান করুন।</li>
<li>প্রতিটি টুর্নামেন্টের পর সঠিক অনুমানকারীরা পুরস্কারের তহবিল ভাগ করে নেন।</li>
</ol>`,
    },
    {
      anchor: 'charity',
      title: 'দায়িত্বশীল গেমিং পার্টনার',
      content: `<h3>ভরসা ফাউন্ডেশনের সাথে আমাদের কাজ</h3>
<p>গেমিং বিনোদনই থাকা উচিত। বেঙ্গল স্টার প্রতি বছর ভরসা ফাউন্ডেশনকে অর্থায়ন করে, একটি স্বাধীন দাতব্য সংস্থা যা
নিজের বা কাছের মানুষের গেমিং নিয়ে চিন্তিত যে কারও জন্য বিনামূল্যে ও গোপনীয় হেল্পলাইন চালায়।</p>
<ul>
<li>আমাদের আয়ের একটি অংশ সংস্থাটির কাউন্সেলিং ও শিক্ষামূলক কাজে যায়।</li>
<li>ক্ষতির লক্ষণ চিনতে আমাদের গ্রাহকসেবা দল এই সংস্থার কাছে প্রশিক্ষণ পায়।</li>
<li>দায়িত্বশীল গেমিং নির্দেশিকার আত্মমূল্যায়নের প্রশ্নগুলো তাদের পরামর্শকদের সাথে মিলে লেখা।</li>
</ul>`,
    },
  ],
  description: [
    {
      anchor: 'about',
      title: 'আমরা কারা',
      content: `<h3>বেঙ্গল স্টার সম্পর্কে</h3>
<p>বেঙ্গল স্টার পরিচালনা করে বেঙ্গল স্টার গেমিং লিমিটেড, খেলোয়াড়, প্রকৌশলী ও গ্রাহকসেবা কর্মীদের একটি দল যারা ২০১৫
সাল থেকে গেমিং সাইট তৈরি করছে। একটি অ্যাকাউন্ট ও একটি ওয়ালেটে আমরা লটারি, স্লট, লাইভ ক্যাসিনো, ফিশিং গেম, কার্ড,
স্পোর্টস ও ইস্পোর্টস দিই।</p>
<ul>
<li>সারাক্ষণ বাংলায় গ্রাহকসেবা।</li>
<li>দ্রুত ডিপোজিট ও উইথড্র।</li>
<li>শীর্ষ প্রোভাইডারদের গেমের পাশাপাশি আমাদের নিজস্ব প্রমাণযোগ্য ন্যায্য গেম।</li>
</ul>`,
    },
    {
      anchor: 'licence',
      title: 'লাইসেন্স ও ন্যায্য খেলা',
      content: `<h3>লাইসেন্সপ্রাপ্ত ও ন্যায্য</h3>
<p>বেঙ্গল স্টার গেমিং লিমিটেড আইল্যান্ড গেমিং অথরিটির একটি রিমোট গেমিং লাইসেন্স (লাইসেন্স নম্বর IGA-2026-0187) ধারণ
করে, যারা আমাদের গেম, পেআউট এবং খেলোয়াড়দের অর্থ সুরক্ষা পরীক্ষা করে।</p>
<h4>প্রমাণযোগ্য ন্যায্য নিজস্ব গেম</h4>
<p>ডাইস, মাইনস, প্লিঙ্কো ও লাকি সেভেনস প্রমাণযোগ্যভাবে ন্যায্য: প্রতিটি রাউন্ডের আগে আপনি আমাদের সার্ভার সিডের হ্যাশ
দেখেন; আপনার নিজের ক্লায়েন্ট সিড ও রাউন্ড নম্বরের সাথে মিলে সেটিই ফলাফল ঠিক করে। সিড বদলালে পুরোনো সার্ভার সিড
প্রকাশ পায় এবং ভেরিফাই পেজ আপনার ব্রাউজারেই প্রতিটি রাউন্ড আবার হিসাব করে, তাই আপনি নিজেই দেখতে পারেন যে বাজির পরে
কোনো ফলাফল বদলানো হয়নি।</p>
<p>অন্যান্য প্রোভাইডারের গেম সাইটে আসার আগে স্বাধীন ল্যাবরেটরিতে পরীক্ষা করা হয়।</p>`,
    },
    {
      anchor: 'responsible',
      title: 'দায়িত্বশীল গেমিং',
      content: `<h3>আনন্দের জন্য খেলুন, নিয়ন্ত্রণে থাকুন</h3>
<ul>
<li>অ্যাকাউন্ট খুলতে আপনার বয়স ১৮ বা তার বেশি হতে হবে।</li>
<li>খেলার আগে বাজেট ঠিক করুন এবং তা মেনে চলুন; হারানো টাকা ফেরত পেতে খেলবেন না।</li>
<li>নিয়মিত বিরতি নিন এবং মন খারাপ বা ক্লান্ত থাকলে খেলবেন না।</li>
<li>গ্রাহকসেবা যেকোনো সময় আপনার অ্যাকাউন্ট এক দিন, এক সপ্তাহ বা তার বেশি সময়ের জন্য স্থগিত বা বন্ধ করতে পারে।</li>
</ul>
<p>গেমিং আর আনন্দের না থাকলে আমাদের বা ভরসা ফাউন্ডেশনের সাথে কথা বলুন: সাহায্য বিনামূল্যে ও গোপনীয়।</p>`,
    },
    {
      anchor: 'payments',
      title: 'পেমেন্ট',
      content: `<h3>ডিপোজিট ও উইথড্র</h3>
<p>আপনার অ্যাকাউন্ট বাংলাদেশি টাকায় রাখা হয়। ক্যাশিয়ারে আপনার জন্য খোলা ডিপোজিট চ্যানেলগুলো দেখানো হয়; বেশিরভাগ
ডিপোজিট কয়েক মিনিটের মধ্যে পৌঁছে যায়।</p>
<ol>
<li>মেম্বার সেন্টার খুলে ডিপোজিট বা উইথড্র বেছে নিন।</li>
<li>একটি চ্যানেল বেছে নিয়ে পরিমাণ লিখুন।</li>
<li>উইথড্রের জন্য পেমেন্ট পাসওয়ার্ড দিয়ে নিশ্চিত করুন; বেশিরভাগ উইথড্র ৩০ মিনিটের মধ্যে পরিশোধ হয়।</li>
</ol>
<p>আমরা কখনো ফোন বা চ্যাটে আপনার পাসওয়ার্ড চাই না। পেমেন্ট শুধুমাত্র আপনার নিজের নামের অ্যাকাউন্টে যায়।</p>`,
    },
  ],
  download: [
    {
      anchor: 'ios',
      title: 'আইফোন ও আইপ্যাডে ইনস্টল',
      content: `<p>বেঙ্গল স্টার অ্যাপ iOS 14 বা তার পরের সংস্করণে চলে।</p>
<ol>
<li>আইফোনের ক্যামেরা দিয়ে iOS কিউআর কোড স্ক্যান করুন, অথবা আইফোন বা আইপ্যাডে iOS ডাউনলোড লিংকে ট্যাপ করুন।</li>
<li>লিংকটি অ্যাপ স্টোরে অ্যাপের পেজ খোলে: <strong>Get</strong> ট্যাপ করে ফেস আইডি, টাচ আইডি বা অ্যাপল আইডির পাসওয়ার্ড দিয়ে
নিশ্চিত করুন।</li>
<li>লিংকটি যদি সরাসরি অ্যাপ ইনস্টলের প্রস্তাব দেয় (আমাদের এন্টারপ্রাইজ সংস্করণ), <strong>Install</strong> ট্যাপ করুন।</li>
<li>শুধু এন্টারপ্রাইজ সংস্করণের জন্য: <strong>Settings &gt; General &gt; VPN &amp; Device Management</strong> খুলে আমাদের
ডেভেলপার প্রোফাইলে ট্যাপ করুন, তারপর <strong>Trust</strong> ট্যাপ করুন।</li>
<li>হোম স্ক্রিন থেকে অ্যাপটি খুলে আপনার অ্যাকাউন্টে লগইন করুন।</li>
</ol>
<p>অন্য যেকোনো অ্যাপের মতো আপডেট অ্যাপ স্টোর থেকে আসে।</p>`,
    },
    {
      anchor: 'android',
      title: 'অ্যান্ড্রয়েডে ইনস্টল',
      content: `<p>বেঙ্গল স্টার অ্যাপ অ্যান্ড্রয়েড 8.0 বা তার পরের সংস্করণে চলে এবং একটি APK ফাইল থেকে ইনস্টল হয়।</p>
<ol>
<li>ফোনের ক্যামেরা দিয়ে অ্যান্ড্রয়েড কিউআর কোড স্ক্যান করুন, অথবা ফোনে অ্যান্ড্রয়েড ডাউনলোড লিংকে ট্যাপ করুন।</li>
<li>ব্রাউজার যদি সতর্ক করে যে এই ধরনের ফাইল ডিভাইসের ক্ষতি করতে পারে, <strong>Download anyway</strong> ট্যাপ করুন: ফাইলটি
আমাদের নিজস্ব সাইট থেকে আসে।</li>
<li>নোটিফিকেশন বার বা <strong>Downloads</strong> ফোল্ডার থেকে ডাউনলোড করা ফাইলটি খুলুন।</li>
<li>অ্যান্ড্রয়েড জিজ্ঞেস করলে অজানা উৎস থেকে ইনস্টলের অনুমতি দিন: <strong>Settings</strong> ট্যাপ করে আপনার ব্রাউজারের
জন্য <strong>Allow from this source</strong> চালু করুন, তারপর ফিরে যান।</li>
<li><strong>Install</strong> ট্যাপ করে ইনস্টল শেষ হওয়া পর্যন্ত অপেক্ষা করুন।</li>
<li>অ্যাপটি খুলে আপনার অ্যাকাউন্টে লগইন করুন। পরে চাইলে <strong>Allow from this source</strong> আবার বন্ধ করতে পারেন।</li>
</ol>
<p>নতুন সংস্করণ এলে অ্যাপ নিজেই জানায় এবং ডাউনলোড করে দেয়।</p>`,
    },
  ],
};

/** The pages of a brand by language: Aurora in English, Bengal in Bengali and English. */
function pagesOf(bengali: boolean): [language: string, pages: Pages][] {
  return bengali
    ? [
        ['BN', BENGALI],
        ['EN', english(BENGAL, true)],
      ]
    : [['EN', english(AURORA, false)]];
}

/**
 * The sponsor, description and download pages (spec 2), each section only into a brand that has no article of it
 * yet, so brands seeded before the sections existed get them once and an operator's own articles are left alone.
 * Cleaned by the same sanitiser as every stored article.
 */
export async function seedContentPages(db: Db, brandId: number, bengali: boolean): Promise<void> {
  const languages = pagesOf(bengali);
  for (const section of ['sponsor', 'description', 'download'] as const) {
    const [any] = await db
      .select({ id: helpArticles.id })
      .from(helpArticles)
      .where(and(eq(helpArticles.brandId, brandId), eq(helpArticles.section, section)))
      .limit(1);
    if (any) continue;
    await db.insert(helpArticles).values(
      languages.flatMap(([language, pages]) =>
        pages[section].map((a, sort) => ({
          brandId,
          section,
          language,
          anchor: a.anchor,
          title: a.title,
          content: sanitizeContent(a.content),
          sort,
        })),
      ),
    );
  }
}
