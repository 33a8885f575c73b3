/**
 * One illustration per menu category, keyed by file name (without `.webp`):
 * small compositions of the category's typical dishes.
 */
import { type Canvas, scaled } from './canvas.ts';
import { beachTable, ginghamCloth, sandTowel, woodTable } from './backgrounds.ts';
import {
  board,
  cassone,
  crudoFilling,
  frittoOnPaper,
  grilledSquid,
  pastaNest,
  piadina,
  pizza,
  plate,
  pokeBowl,
  saladBowl,
  saute,
  seafoodTopping,
  wholeFish,
} from './dishes.ts';
import {
  avocado,
  basil,
  cherryTomato,
  cube,
  edamame,
  eggHalf,
  friedFish,
  lemonWedge,
  olive,
  ORANGE,
  parsley,
  saladLeaf,
  salami,
  shrimp,
  squidRing,
  tunaFlake,
} from './ingredients.ts';
import { DRAUGHT_BEER, MOJITO, NEGRONI, RED_WINE_BOTTLE, SPRITZ, WATER_BOTTLE } from './drinks.ts';
import { bottle, can, drinkGlass, mintSprig, pannaCotta, rimSlice, straw, tiramisu } from './side-view.ts';
import type { Scene } from './product-scenes.ts';

export const CATEGORY_SCENES: Record<string, Scene> = {
  'categoria-antipasti': (c: Canvas) => {
    ginghamCloth(c);
    saute(c, 145, 190, {
      bowl: 125,
      broth: 106,
      spread: 80,
      clams: { count: 8, size: [12, 14] },
      mussels: { count: 12, size: [13, 15] },
      parsley: 30,
    });
    plate(c, 360, 170, 115);
    frittoOnPaper(c, 360, 168, 88, [
      { draw: friedFish, count: 8, size: [12, 14] },
      { draw: squidRing('fried'), count: 6, size: [11, 13] },
    ]);
  },
  'categoria-primi': (c) => {
    woodTable(c);
    plate(c, 150, 190, 138);
    pastaNest(c, 150, 190, 138, { color: '#F1D184', width: 4.5, strands: 36 });
    seafoodTopping(c, 150, 190, 78, { clams: 9 });
    parsley(c, 150, 190, 75, 30);
    plate(c, 375, 170, 118, 'blue-rim');
    pastaNest(c, 375, 170, 118, { color: '#EFC468', width: 5, strands: 26, sauce: '#C63A22' });
    seafoodTopping(c, 375, 170, 58, { mussels: 4, shrimps: 3 });
  },
  'categoria-pizze': (c) => {
    woodTable(c, 'dark');
    pizza(c, 160, 175, 150, { cheese: 11, basil: 6 });
    pizza(c, 400, 205, 140, { cheese: 8, toppings: [{ draw: salami, count: 10, size: [14, 16] }], basil: 2 });
  },
  'categoria-secondi': (c) => {
    woodTable(c, 'dark');
    plate(c, 240, 180, 170);
    wholeFish(c, 230, 150, 220, -6, true);
    grilledSquid(c, 300, 240, 1.5, 10);
    shrimp('cooked')(c, 165, 235, 20, 26);
    shrimp('cooked')(c, 210, 255, -10, 26);
    lemonWedge(c, 350, 140, 40, 20);
    parsley(c, 240, 200, 110, 30);
  },
  'categoria-insalate-bowl': (c) => {
    sandTowel(c);
    saladBowl(
      c,
      135,
      160,
      118,
      [saladLeaf('#6DAA3A'), saladLeaf('#8CC152')],
      [
        { draw: tunaFlake, count: 8 },
        { draw: eggHalf, count: 2, size: [14, 15] },
        { draw: cherryTomato, count: 6 },
        { draw: olive, count: 6, size: [9, 10] },
      ],
    );
    pokeBowl(c, 360, 205, 115, [
      { draw: cube('#F58A55', '#D8683A', '#FFD2B8'), count: 8, size: [12, 14] },
      { draw: avocado, count: 3, size: [13, 14] },
      { draw: edamame, count: 10 },
    ]);
  },
  'categoria-panini-piadine': (c) => {
    woodTable(c);
    board(c, 220, 185, 400, 270, -3);
    piadina(c, 170, 200, 125, crudoFilling, -10);
    cassone(c, 320, 285, 120, 6);
    basil(c, 370, 100, 30, 20);
  },
  'categoria-dolci': (c) => {
    beachTable(c, 'day', 200);
    scaled(c, 140, 320, 0.8, () => tiramisu(c, 140, 320));
    scaled(c, 355, 320, 0.8, () => pannaCotta(c, 355, 320));
  },
  'categoria-bevande': (c) => {
    beachTable(c, 'day', 215);
    bottle(c, 90, 342, 1.0, WATER_BOTTLE);
    can(c, 195, 342, 1.0, '#C62828', '#FFFFFF');
    bottle(c, 300, 342, 0.95, RED_WINE_BOTTLE);
    drinkGlass(c, 400, 345, 1.0, 'pint', { ...DRAUGHT_BEER, bubbles: 16, foam: 26 });
  },
  'categoria-cocktail': (c) => {
    beachTable(c, 'sunset', 215);
    const spritz = drinkGlass(c, 110, 345, 1.05, 'wine', { ...SPRITZ, bubbles: 14 });
    rimSlice(c, 110 + spritz.rimHalf - 6, spritz.rimY + 10, 22, ORANGE);
    const mojito = drinkGlass(c, 245, 345, 1.15, 'highball', { ...MOJITO, ice: 4, bubbles: 8 });
    mintSprig(c, 238, mojito.rimY - 2, 14);
    straw(c, 255, mojito.rimY + 70, 275, mojito.rimY - 45, '#2E7D32');
    const negroni = drinkGlass(c, 380, 345, 1.3, 'rocks', NEGRONI);
    rimSlice(c, 380 + negroni.rimHalf - 8, negroni.rimY + 10, 22, ORANGE);
  },
};
