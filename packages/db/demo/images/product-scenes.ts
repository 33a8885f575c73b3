/**
 * One illustration per product image of the demo menu, keyed by the file name
 * (without `.webp`) the business file points to.
 */
import { type Canvas, scaled } from './canvas.ts';
import { beachTable, ginghamCloth, sandTowel, slate, woodTable } from './backgrounds.ts';
import {
  board,
  bruschette,
  caprese,
  cassone,
  crostino,
  crudoFilling,
  crudoPlatter,
  cutlet,
  friesHeap,
  frittoOnPaper,
  grilledSquid,
  lobsterHalf,
  napkinAndFork,
  pastaNest,
  piadina,
  pizza,
  plate,
  pokeBowl,
  risotto,
  saladBowl,
  saute,
  seafoodTopping,
  shortPasta,
  tunaSlices,
  wholeFish,
} from './dishes.ts';
import {
  artichoke,
  aubergine,
  avocado,
  basil,
  cheese,
  cherryTomato,
  chickenStrip,
  clam,
  cube,
  edamame,
  eggHalf,
  friedFish,
  greenOlive,
  ham,
  LEMON,
  lemonSlice,
  lemonWedge,
  mozzarella,
  mushroom,
  LIME,
  olive,
  onion,
  ORANGE,
  orangeSlice,
  parmesanShaving,
  parsley,
  pepperStrip,
  prosciutto,
  rocket,
  saladLeaf,
  salami,
  scatter,
  shrimp,
  squidRing,
  tentacle,
  tunaFlake,
  zucchini,
} from './ingredients.ts';
import { DRAUGHT_BEER, MOJITO, NEGRONI, RED_WINE_BOTTLE, SPRITZ, WATER_BOTTLE } from './drinks.ts';
import {
  bottle,
  burger,
  can,
  cherry,
  drinkGlass,
  friesCarton,
  gelatoCoupe,
  mintSprig,
  pannaCotta,
  pineappleWedge,
  rimSlice,
  straw,
  tiramisu,
} from './side-view.ts';

export type Scene = (c: Canvas) => void;

const potato = cube('#F3DB8C', '#D9B45A');
const crouton = cube('#E3B469', '#B8843F');
const salmonCube = cube('#F58A55', '#D8683A', '#FFD2B8');
const tofuCube = cube('#F7F1DE', '#D9CFAF');
const cucumber = cube('#D8EBB0', '#5E9C2F');
const garlicSlice = cheese('#FBF6E6');
const yellowPepper = pepperStrip('#F2C230');
const redPepper = pepperStrip('#D8352A');
const redCabbage = pepperStrip('#7B2D6B');
const carrot = pepperStrip('#F08A24');

/** A pizza on a wooden table, slightly off-centre, with a napkin and fork. */
function pizzaScene(draw: (c: Canvas) => void, tone: 'light' | 'dark' = 'light'): Scene {
  return (c) => {
    woodTable(c, tone);
    napkinAndFork(c, 438, 180, 8);
    draw(c);
  };
}

export const PRODUCT_SCENES: Record<string, Scene> = {
  'saute-cozze-vongole': (c) => {
    ginghamCloth(c);
    saute(c, 220, 180, {
      bowl: 150,
      broth: 124,
      spread: 95,
      clams: { count: 10, size: [13, 15] },
      mussels: { count: 16, size: [14, 16] },
      parsley: 40,
    });
    crostino(c, 410, 90, 30);
    crostino(c, 420, 280, -20);
  },
  'frittura-paranza': (c) => {
    woodTable(c);
    plate(c, 230, 185, 160);
    frittoOnPaper(c, 230, 180, 120, [{ draw: friedFish, count: 12, size: [14, 17] }]);
  },
  'crudo-mare': (c) => {
    slate(c);
    crudoPlatter(c, 240, 180);
  },
  bruschette: (c) => {
    ginghamCloth(c, '#C0392B');
    bruschette(c, 240, 180, true);
  },
  'insalata-polpo': (c) => {
    ginghamCloth(c);
    plate(c, 230, 180, 160, 'blue-rim');
    scatter(c, potato, 230, 180, 90, 16, [11, 13]);
    scatter(c, tentacle, 230, 180, 90, 12, [13, 16]);
    parsley(c, 230, 180, 100, 50);
    lemonWedge(c, 330, 110, 40, 18);
  },
  'spaghetti-vongole': (c) => {
    woodTable(c);
    napkinAndFork(c, 432, 180, -6);
    plate(c, 220, 180, 165);
    pastaNest(c, 220, 180, 165, { color: '#F1D184', width: 4.5, strands: 40 });
    seafoodTopping(c, 220, 180, 95, { clams: 14 });
    parsley(c, 220, 180, 90, 45);
  },
  'strozzapreti-scoglio': (c) => {
    ginghamCloth(c);
    plate(c, 240, 180, 165, 'blue-rim');
    c.add(`<circle cx="240" cy="180" r="98" fill="#C8432A" opacity="0.85"/>`);
    shortPasta(c, 240, 180, 95, '#EBC478', 'twist', 40);
    seafoodTopping(c, 240, 180, 90, { mussels: 6, clams: 6, shrimps: 4, squid: 5 });
    parsley(c, 240, 180, 95, 30);
  },
  'risotto-marinara': (c) => {
    woodTable(c, 'dark');
    plate(c, 240, 180, 165);
    risotto(c, 240, 180, 105, '#EFA57A', '#FFE2C8');
    seafoodTopping(c, 240, 180, 85, { mussels: 5, clams: 5, shrimps: 5 });
    parsley(c, 240, 180, 100, 40);
  },
  'tagliatelle-ragu': (c) => {
    woodTable(c);
    napkinAndFork(c, 50, 180, 4, '#F3E5C8');
    plate(c, 260, 180, 165);
    pastaNest(c, 260, 180, 165, { color: '#EFC468', width: 9, strands: 26, sauce: '#8E3B1E' });
    scatter(c, parmesanShaving, 260, 180, 60, 8, [11, 13]);
    basil(c, 262, 150, 20, 18);
  },
  'passatelli-vongole': (c) => {
    ginghamCloth(c);
    plate(c, 240, 180, 165);
    shortPasta(c, 240, 180, 100, '#E9C77E', 'rope', 48);
    scatter(c, cube('#CFE3A0', '#4E8A2C'), 240, 180, 90, 14, [5, 7]);
    scatter(c, clam, 240, 180, 90, 10, [12, 14]);
    parsley(c, 240, 180, 90, 30);
  },
  'linguine-astice': (c) => {
    slate(c);
    plate(c, 240, 180, 165, 'dark');
    pastaNest(c, 240, 185, 165, { color: '#F1D184', width: 5, strands: 34, sauce: '#C63A22' });
    lobsterHalf(c, 250, 150, 1.35, -20);
    scatter(c, cherryTomato, 240, 190, 90, 6, [10, 12]);
    parsley(c, 240, 180, 90, 30);
  },
  'pizza-margherita': pizzaScene((c) => pizza(c, 215, 180, 160, { cheese: 10, basil: 6 })),
  'pizza-marinara': pizzaScene((c) => {
    pizza(c, 215, 180, 160, { cheese: 0, toppings: [{ draw: garlicSlice, count: 12, size: [5, 6] }] });
    parsley(c, 215, 180, 120, 60);
  }, 'dark'),
  'pizza-diavola': pizzaScene((c) =>
    pizza(c, 215, 180, 160, { cheese: 8, toppings: [{ draw: salami, count: 12, size: [14, 16] }], basil: 2 }),
  ),
  'pizza-capricciosa': pizzaScene(
    (c) =>
      pizza(c, 215, 180, 160, {
        cheese: 7,
        toppings: [
          { draw: ham, count: 6, size: [15, 17] },
          { draw: mushroom, count: 7, size: [12, 14] },
          { draw: artichoke, count: 5, size: [13, 15] },
          { draw: olive, count: 7 },
        ],
      }),
    'dark',
  ),
  'pizza-lido-azzurro': pizzaScene((c) => {
    pizza(c, 215, 180, 160, { cheese: 4, toppings: [{ draw: cherryTomato, count: 6, size: [12, 13] }] });
    seafoodTopping(c, 215, 180, 105, { mussels: 6, clams: 5, shrimps: 5, squid: 5 });
    parsley(c, 215, 180, 110, 40);
  }),
  'pizza-bufala': pizzaScene(
    (c) =>
      pizza(c, 215, 180, 160, {
        cheese: 0,
        toppings: [
          { draw: mozzarella, count: 7, size: [20, 24] },
          { draw: cherryTomato, count: 9, size: [12, 14] },
        ],
        basil: 6,
      }),
    'dark',
  ),
  'pizza-tonno-cipolla': pizzaScene((c) =>
    pizza(c, 215, 180, 160, {
      cheese: 8,
      toppings: [
        { draw: tunaFlake, count: 14, size: [12, 15] },
        { draw: onion, count: 9, size: [12, 14] },
      ],
    }),
  ),
  'pizza-quattro-formaggi': pizzaScene(
    (c) =>
      pizza(c, 215, 180, 160, {
        sauce: 'white',
        cheese: 6,
        toppings: [
          { draw: cheese('#F6D77B'), count: 7, size: [14, 17] },
          { draw: cheese('#F3EFDF', '#5E7A8C'), count: 6, size: [14, 17] },
          { draw: cheese('#F9E7A8'), count: 5, size: [12, 14] },
        ],
      }),
    'dark',
  ),
  'pizza-crudo-rucola': pizzaScene((c) =>
    pizza(c, 215, 180, 160, {
      cheese: 8,
      toppings: [
        { draw: prosciutto, count: 8, size: [16, 19] },
        { draw: rocket, count: 16, size: [12, 15] },
        { draw: parmesanShaving, count: 7, size: [12, 14] },
      ],
    }),
  ),
  'pizza-ortolana': pizzaScene((c) =>
    pizza(c, 215, 180, 160, {
      cheese: 6,
      toppings: [
        { draw: zucchini, count: 6, size: [13, 15] },
        { draw: aubergine, count: 4, size: [14, 16] },
        { draw: redPepper, count: 5, size: [13, 15] },
        { draw: yellowPepper, count: 5, size: [13, 15] },
      ],
      basil: 3,
    }),
  ),
  'grigliata-mista': (c) => {
    woodTable(c, 'dark');
    plate(c, 240, 180, 170);
    wholeFish(c, 200, 140, 190, -8, true);
    grilledSquid(c, 290, 235, 1.5, 12);
    shrimp('cooked')(c, 170, 235, 20, 26);
    shrimp('cooked')(c, 215, 250, -10, 26);
    shrimp('cooked')(c, 330, 130, 60, 24);
    lemonWedge(c, 130, 200, -60, 20);
    parsley(c, 240, 200, 110, 30);
  },
  'fritto-misto': (c) => {
    ginghamCloth(c, '#C0392B');
    plate(c, 240, 180, 165);
    frittoOnPaper(c, 240, 178, 125, [
      { draw: squidRing('fried'), count: 16, size: [13, 16] },
      { draw: shrimp('fried'), count: 7, size: [15, 18] },
    ]);
  },
  'orata-forno': (c) => {
    ginghamCloth(c);
    plate(c, 240, 180, 170, 'terracotta');
    scatter(c, potato, 240, 190, 110, 18, [12, 14]);
    wholeFish(c, 240, 170, 230, 4, false);
    scatter(c, cherryTomato, 240, 200, 110, 6, [10, 12]);
    scatter(c, olive, 240, 200, 110, 6, [9, 10]);
    parsley(c, 240, 180, 110, 40);
    lemonSlice(c, 130, 250, 0, 20);
  },
  'tagliata-tonno': (c) => {
    slate(c);
    plate(c, 240, 180, 165, 'dark');
    scatter(c, rocket, 240, 180, 105, 28, [13, 16]);
    tunaSlices(c, 240, 180, 150);
    lemonWedge(c, 350, 110, 30, 16);
  },
  cotoletta: (c) => {
    woodTable(c);
    plate(c, 240, 180, 165);
    friesHeap(c, 305, 180, 55, 22);
    cutlet(c, 195, 180, 85);
    lemonWedge(c, 200, 110, -10, 18);
  },
  'insalata-lido': (c) => {
    sandTowel(c);
    saladBowl(
      c,
      250,
      170,
      150,
      [saladLeaf('#6DAA3A'), saladLeaf('#8CC152'), saladLeaf('#4E8A2C')],
      [
        { draw: tunaFlake, count: 10 },
        { draw: eggHalf, count: 3, size: [14, 15] },
        { draw: cherryTomato, count: 7 },
        { draw: olive, count: 8, size: [9, 10] },
        { draw: onion, count: 5 },
      ],
    );
  },
  'caesar-salad': (c) => {
    sandTowel(c, '#E4572E');
    saladBowl(
      c,
      250,
      170,
      150,
      [saladLeaf('#A5C956'), saladLeaf('#86B443')],
      [
        { draw: chickenStrip, count: 7, size: [15, 17] },
        { draw: crouton, count: 9, size: [9, 11] },
        { draw: parmesanShaving, count: 9, size: [12, 14] },
      ],
    );
  },
  'poke-salmone': (c) => {
    sandTowel(c);
    pokeBowl(c, 250, 175, 150, [
      { draw: salmonCube, count: 9, size: [12, 14] },
      { draw: avocado, count: 4, size: [13, 14] },
      { draw: edamame, count: 12 },
      { draw: cucumber, count: 8, size: [9, 10] },
      { draw: carrot, count: 8, size: [10, 12] },
    ]);
  },
  'poke-tofu': (c) => {
    sandTowel(c, '#2E9E6A');
    pokeBowl(c, 250, 175, 150, [
      { draw: tofuCube, count: 9, size: [12, 14] },
      { draw: avocado, count: 4, size: [13, 14] },
      { draw: edamame, count: 12 },
      { draw: redCabbage, count: 10, size: [10, 12] },
      { draw: carrot, count: 8, size: [10, 12] },
    ]);
  },
  'caprese-bufala': (c) => {
    ginghamCloth(c);
    plate(c, 240, 180, 165, 'blue-rim');
    caprese(c, 240, 180, 150);
  },
  'piadina-crudo': (c) => {
    woodTable(c, 'dark');
    board(c, 215, 185, 380, 250, -4);
    piadina(c, 215, 245, 170, crudoFilling, -6);
  },
  'piadina-cotto': (c) => {
    woodTable(c);
    board(c, 215, 185, 380, 250, 3);
    piadina(
      c,
      215,
      245,
      170,
      [
        { draw: ham, count: 9, size: [20, 24] },
        { draw: cheese('#F6D77B'), count: 7, size: [17, 20] },
      ],
      4,
    );
  },
  'piadina-verdure': (c) => {
    woodTable(c, 'dark');
    board(c, 215, 185, 380, 250, 2);
    piadina(
      c,
      215,
      245,
      170,
      [
        { draw: zucchini, count: 6, size: [17, 20] },
        { draw: aubergine, count: 5, size: [17, 20] },
        { draw: redPepper, count: 5, size: [16, 19] },
        { draw: mozzarella, count: 6, size: [15, 18] },
      ],
      -3,
    );
  },
  cassone: (c) => {
    woodTable(c);
    board(c, 215, 185, 380, 250, -2);
    cassone(c, 215, 245, 170, 2);
    basil(c, 330, 110, 30, 20);
  },
  'lido-burger': (c) => {
    beachTable(c, 'day', 200);
    burger(c, 240, 320, { patty: 'beef', cheese: true, tomato: true, sauce: '#C0392B' });
  },
  'fish-burger': (c) => {
    beachTable(c, 'day', 200);
    burger(c, 240, 320, { patty: 'fish', sauce: '#F6F1DC' });
  },
  'patatine-fritte': (c) => {
    beachTable(c, 'day', 200);
    friesCarton(c, 210, 320);
  },
  tiramisu: (c) => {
    beachTable(c, 'day', 200);
    tiramisu(c, 215, 300);
  },
  'panna-cotta': (c) => {
    beachTable(c, 'day', 200);
    pannaCotta(c, 240, 300);
  },
  'coppa-gelato': (c) => {
    beachTable(c, 'day', 215);
    scaled(c, 240, 345, 1.3, () => gelatoCoupe(c, 240, 345, ['#F4A3B4', '#7B4A2A', '#FFF3D6']));
  },
  'sorbetto-limone': (c) => {
    beachTable(c, 'day', 215);
    const rim = drinkGlass(c, 240, 345, 1.3, 'flute', {
      liquid: ['#FFF6C9', '#F6E58E'],
      fill: 0.95,
      opacity: 0.95,
      bubbles: 8,
    });
    rimSlice(c, 240 + rim.rimHalf, rim.rimY + 6, 24, LEMON);
    mintSprig(c, 232, rim.rimY - 8, 13);
    lemonSlice(c, 120, 320, 0, 22);
  },
  'acqua-naturale': (c) => {
    beachTable(c, 'day', 215);
    bottle(c, 190, 340, 1.15, WATER_BOTTLE);
    drinkGlass(c, 320, 342, 1.05, 'highball', {
      liquid: ['#E3F4FB', '#CBEAF6'],
      fill: 0.75,
      ice: 2,
      opacity: 0.55,
    });
  },
  cola: (c) => {
    beachTable(c, 'day', 215);
    can(c, 165, 340, 1.2, '#C62828', '#FFFFFF');
    const rim = drinkGlass(c, 315, 342, 1.1, 'highball', {
      liquid: ['#5A2E17', '#2B140A'],
      fill: 0.82,
      ice: 4,
      bubbles: 14,
    });
    rimSlice(c, 310 + rim.rimHalf - 4, rim.rimY + 8, 20, LEMON);
    straw(c, 300, rim.rimY + 60, 280, rim.rimY - 40);
  },
  'birra-spina': (c) => {
    beachTable(c, 'day', 215);
    drinkGlass(c, 240, 345, 1.3, 'pint', { ...DRAUGHT_BEER, bubbles: 24, foam: 30 });
  },
  'birra-artigianale': (c) => {
    beachTable(c, 'day', 215);
    bottle(c, 170, 342, 1.2, {
      glass: ['#5A2E0E', '#9A5A1E'],
      label: '#F3E7C9',
      band: '#0B3C5D',
      cap: '#C8A23A',
      kind: 'beer',
    });
    drinkGlass(c, 320, 345, 1.1, 'pint', {
      liquid: ['#E8A23A', '#B86A10'],
      fill: 0.78,
      bubbles: 18,
      foam: 24,
    });
  },
  'trebbiano-romagna': (c) => {
    beachTable(c, 'day', 215);
    bottle(c, 170, 342, 1.05, {
      glass: ['#5E7A3A', '#A9C27A'],
      label: '#FBF6E6',
      band: '#C8A23A',
      cap: '#E8DFC4',
      kind: 'wine',
      liquid: '#E9E08A',
    });
    drinkGlass(c, 320, 345, 1.2, 'wine', { liquid: ['#F6EBA8', '#E9D872'], fill: 0.45, opacity: 0.85 });
  },
  'sangiovese-romagna': (c) => {
    beachTable(c, 'sunset', 215);
    bottle(c, 170, 342, 1.05, RED_WINE_BOTTLE);
    drinkGlass(c, 320, 345, 1.2, 'wine', { liquid: ['#8C1C2E', '#5A0E1C'], fill: 0.45 });
  },
  spremuta: (c) => {
    beachTable(c, 'day', 215);
    const rim = drinkGlass(c, 250, 345, 1.3, 'highball', {
      liquid: ['#FFB340', '#F58A12'],
      fill: 0.85,
      ice: 2,
      opacity: 0.95,
    });
    rimSlice(c, 250 + rim.rimHalf - 4, rim.rimY + 8, 24, ORANGE);
    orangeSlice(c, 130, 325, 0, 26);
    orangeSlice(c, 370, 330, 40, 22);
  },
  spritz: (c) => {
    beachTable(c, 'sunset', 215);
    const rim = drinkGlass(c, 240, 345, 1.3, 'wine', { ...SPRITZ, bubbles: 18 });
    rimSlice(c, 240 + rim.rimHalf - 6, rim.rimY + 10, 26, ORANGE);
    straw(c, 228, rim.rimY + 70, 200, rim.rimY - 40, '#0B3C5D');
    greenOlive(c, 150, 330, 0, 12);
    greenOlive(c, 132, 336, 40, 12);
  },
  hugo: (c) => {
    beachTable(c, 'sunset', 215);
    const rim = drinkGlass(c, 240, 345, 1.3, 'wine', {
      liquid: ['#F4F3CF', '#E4E6A6'],
      fill: 0.78,
      ice: 3,
      bubbles: 22,
      opacity: 0.75,
    });
    mintSprig(c, 235, rim.rimY - 4, 15);
    rimSlice(c, 240 - rim.rimHalf + 8, rim.rimY + 12, 22, LIME);
  },
  mojito: (c) => {
    beachTable(c, 'sunset', 215);
    const rim = drinkGlass(c, 240, 345, 1.35, 'highball', { ...MOJITO, ice: 5, bubbles: 10 });
    mintSprig(c, 230, rim.rimY - 2, 16);
    rimSlice(c, 240 + rim.rimHalf - 4, rim.rimY + 10, 22, LIME);
    straw(c, 250, rim.rimY + 80, 275, rim.rimY - 50, '#2E7D32');
  },
  negroni: (c) => {
    beachTable(c, 'sunset', 215);
    const rim = drinkGlass(c, 240, 345, 1.75, 'rocks', NEGRONI);
    rimSlice(c, 240 + rim.rimHalf - 8, rim.rimY + 10, 26, ORANGE);
  },
  'pina-colada': (c) => {
    beachTable(c, 'sunset', 215);
    const rim = drinkGlass(c, 240, 345, 1.35, 'highball', {
      liquid: ['#FFF3C4', '#F6DC86'],
      fill: 0.9,
      opacity: 0.97,
    });
    pineappleWedge(c, 240 + rim.rimHalf - 6, rim.rimY + 4, 0.9);
    cherry(c, 222, rim.rimY - 8, 9);
    straw(c, 230, rim.rimY + 60, 205, rim.rimY - 45, '#F28C28');
  },
  'tropical-analcolico': (c) => {
    beachTable(c, 'sunset', 215);
    const rim = drinkGlass(c, 240, 345, 1.35, 'highball', {
      liquid: ['#FFB547', '#E0344A'],
      fill: 0.86,
      ice: 3,
      opacity: 0.95,
    });
    rimSlice(c, 240 + rim.rimHalf - 4, rim.rimY + 8, 24, ORANGE);
    cherry(c, 226, rim.rimY - 6, 9);
    straw(c, 234, rim.rimY + 70, 210, rim.rimY - 45, '#1E88B5');
  },
};
