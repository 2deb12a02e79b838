/** The ten categories of the spec; 'Other' has no keywords, it wins when nothing else has enough evidence. */
export const CATEGORIES = [
  'Technology',
  'News',
  'Education',
  'Entertainment',
  'Business',
  'Social',
  'Shopping',
  'Health',
  'Science',
  'Other',
] as const;
export type Category = (typeof CATEGORIES)[number];
export type ScoredCategory = Exclude<Category, 'Other'>;

/**
 * General vocabulary of each category, written from what the category is about (not from test
 * texts). Weight 3: nearly unambiguous; 2: typical; 1: suggestive but shared with other topics.
 * Entries are stemmed when loaded, so one inflection is enough; hyphenated entries ("supply-chain")
 * match those words adjacent in the text.
 */
export const CATEGORY_KEYWORDS: Record<ScoredCategory, Record<1 | 2 | 3, string>> = {
  Technology: {
    3: `software hardware computer laptop smartphone programming developer developers coding javascript python compiler
      database server servers cloud api sdk algorithm cybersecurity malware encryption router wifi processor cpu gpu chip
      semiconductor firmware linux android ios kubernetes docker container deployment bluetooth usb ssd gadget tech technology
      open-source github browser bug debugging vulnerability patch`,
    2: `app apps device devices internet network digital data code website web online download install upgrade update
      version release machine-learning ai artificial-intelligence robot automation battery screen display pixel
      storage memory ram engineer engineering backup password login encrypted cyber virtual-reality vr headset platform
      interface framework configuration tutorial smart`,
    1: `system systems user users tool tools feature features launch performance speed fast model models setting settings`,
  },
  News: {
    3: `breaking officials minister parliament election elections mayor governor senator lawmakers legislature police
      prosecutors court judge ruling verdict supreme referendum ballot protest protesters strike wildfire earthquake hurricane
      storm evacuation authorities spokesperson correspondent press headline journalists casualties`,
    2: `government president vote voters council campaign candidate opposition policy law legislation crisis emergency
      accident crash killed injured investigation suspect arrested military war conflict attack summit treaty diplomat
      statement announced resign resignation inquiry flood flooding fire firefighters rescue officials reported report`,
    1: `national international world local today yesterday monday tuesday wednesday thursday friday saturday sunday
      public state city country citizens residents agency`,
  },
  Education: {
    3: `school schools student students teacher teachers classroom curriculum university universities college colleges
      campus tuition exam exams homework syllabus textbook tutor tutoring kindergarten pupils professor lecture lectures
      scholarship scholarships admission admissions semester diploma thesis dissertation graduation educational education`,
    2: `course courses lesson lessons learn learning learners study studying teach teaching grade grades quiz assignment
      assignments academic degree enrollment enroll graduate instructor faculty principal certificate literacy
      mathematics math grammar vocabulary e-learning training skills`,
    1: `class classes reading writing knowledge practice essay library subject credits program`,
  },
  Entertainment: {
    3: `movie movies film films cinema actor actress actors celebrity hollywood concert concerts album albums band singer
      songs song comedian comedy sitcom episode episodes streaming trailer premiere soundtrack musical theater theatre
      blockbuster sequel anime cartoon documentary gaming videogame console entertainment`,
    2: `show shows series season finale tv television music tour festival drama thriller horror game games player players
      playlist performance stage director audience fans fan character characters plot award awards
      superhero spoiler spoilers podcast dance box-office`,
    1: `star stars ticket tickets review reviews fun watch listen story`,
  },
  Business: {
    3: `revenue profit profits earnings quarterly shareholders shareholder dividend ceo cfo merger acquisition startup
      startups investors investor valuation ipo economy economic inflation entrepreneur entrepreneurs payroll b2b
      corporate enterprise stocks equity`,
    2: `business businesses company companies firm firms market markets finance financial investment shares stock funding
      venture capital bank banks loan interest-rates budget margin growth strategy marketing brand industry manufacturing
      supply-chain logistics employees employer employers hiring workforce management manager managers leadership
      real-estate trade tariff analysts forecast billion profitability accounting tax invoice cash-flow executives
      operating costs`,
    1: `million cost price pricing customer customers client clients sales deal deals retail office contract`,
  },
  Social: {
    3: `social-media friends friendship followers influencer influencers hashtag forum forums meetup dating community
      communities instagram facebook tiktok twitter reddit whatsapp discord moderators viral newsfeed`,
    2: `friend share sharing post posts posting follow comment comments profile thread threads group groups members member
      chat messages messaging relationship relationships neighbors neighbours volunteer volunteers connect online
      feed trending creator creators invite join reply replies discussion together neighborhood`,
    1: `people family photos events event meet welcome`,
  },
  Shopping: {
    3: `shop shopping cart checkout coupon discount discounts shipping refund refunds retailer clearance bargain
      wishlist marketplace storefront`,
    2: `store stores buy buying purchase purchases order orders price prices sale sales deal deals offer offers delivery
      returns exchange customer customers product products gift gifts size sizes color colors warranty
      payment grocery groceries fashion clothing shoes apparel outlet mall save savings`,
    1: `brand stock review reviews rating ratings pay cheap affordable value quality available free`,
  },
  Health: {
    3: `health healthy medical medicine doctor doctors physician nurse hospital clinic patient patients symptom
      symptoms disease diseases illness diagnosis treatment therapy vaccine vaccines vaccination infection diabetes
      cancer cholesterol nutrition dietitian prescription medication medications pharmacy surgery allergy allergies
      pregnancy prenatal pediatrician insomnia anxiety depression wellness healthcare`,
    2: `diet exercise workout fitness weight obesity sleep mental pain fever flu virus chronic heart
      immune injury stress blood-pressure mental-health calories vitamin vitamins dose hydration dehydrated dehydration care`,
    1: `body risk eat eating food drink water rest`,
  },
  Science: {
    3: `science scientist scientists researchers laboratory physics physicist physicists chemistry chemist chemists
      biology biologist biologists genetics genome dna molecule molecules atom atoms particle particles quantum astronomy
      astronomer astronomers telescope galaxy galaxies universe nasa species evolution fossil fossils dinosaur
      paleontologist paleontologists geology geologist volcano volcanologists neuroscience microbes bacteria organism
      organisms hypothesis peer-reviewed`,
    2: `research experiment experiments lab planet planets orbit orbiting mars moon solar climate ocean marine ecosystem
      theory measurement measured discovery discovered findings observation observations sample samples specimen
      carbon emissions atmosphere spacecraft satellite rover journal published study cell cells gene genes physical`,
    1: `data analysis evidence temperature energy natural earth space model models`,
  },
};

/** Words in a page's host or path that hint at a category (".edu" is checked on the host). */
export const URL_HINTS: Record<ScoredCategory, string[]> = {
  Technology: ['tech', 'dev', 'developer', 'developers', 'docs', 'software', 'github', 'gadgets', 'code'],
  News: ['news', 'breaking', 'politics', 'headlines', 'times', 'herald', 'tribune', 'gazette'],
  Education: ['edu', 'learn', 'course', 'courses', 'school', 'academy', 'university', 'college', 'campus'],
  Entertainment: [
    'movies',
    'movie',
    'films',
    'film',
    'music',
    'tv',
    'games',
    'entertainment',
    'cinema',
    'celebrity',
  ],
  Business: [
    'business',
    'finance',
    'markets',
    'market',
    'invest',
    'investor',
    'investors',
    'earnings',
    'economy',
  ],
  Social: ['community', 'forum', 'forums', 'social', 'groups', 'friends', 'chat'],
  Shopping: ['shop', 'store', 'cart', 'checkout', 'deals', 'product', 'products', 'buy', 'sale', 'delivery'],
  Health: ['health', 'clinic', 'medical', 'medicine', 'hospital', 'wellness', 'fitness'],
  Science: ['science', 'research', 'lab', 'observatory', 'nasa', 'physics', 'biology'],
};
