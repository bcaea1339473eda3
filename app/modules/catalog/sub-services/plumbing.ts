import type { SubService } from "./sub-service";

// Order matters: the services directory shows the first five.
export const PLUMBING_SUB_SERVICES: readonly SubService[] = [
  {
    slug: "drain-cleaning",
    name: "Drain Cleaning",
    description:
      "Clearing slow or clogged sink, tub, shower and floor drains with a drain cable or auger. Call when a plunger no longer helps or several drains back up at once.",
  },
  {
    slug: "water-heater-installation",
    name: "Water Heater Installation",
    description:
      "Replacement of a gas or electric tank water heater, including venting, an expansion tank and code-required relief valve piping. Most tanks last 8 to 12 years, and rusty water or a wet base means it is time.",
  },
  {
    slug: "leak-detection",
    name: "Leak Detection",
    description:
      "Locating hidden leaks behind walls, under slabs or in the yard with moisture meters, listening equipment and thermal cameras. Worth a call if your water bill jumps or you hear water running when nothing is on.",
  },
  {
    slug: "sump-pump-installation",
    name: "Sump Pump Installation",
    description:
      "Installation or replacement of a basement sump pump and discharge line that carries groundwater away from the foundation. Essential in Ohio basements that take on water during the spring thaw and heavy rain.",
  },
  {
    slug: "toilet-repair",
    name: "Toilet Repair",
    description:
      "Fixing toilets that run, rock, leak at the base, clog often or flush weakly. A running toilet can waste hundreds of gallons a day, so it pays to fix it quickly.",
  },
  {
    slug: "water-heater-repair",
    name: "Water Heater Repair",
    description:
      "Repair for water heaters that run out of hot water fast, make popping noises, leak or won't light. Common fixes include a new thermocouple, heating element or thermostat and flushing out sediment.",
  },
  {
    slug: "tankless-water-heater-installation",
    name: "Tankless Water Heater Installation",
    description:
      "Installation of an on-demand gas or electric water heater, including any gas line, venting or electrical upgrades it needs. You get steady hot water from a wall-mounted unit that frees up basement space.",
  },
  {
    slug: "sump-pump-repair",
    name: "Sump Pump Repair",
    description:
      "Repair or replacement of a sump pump that runs nonstop, won't turn on or has a stuck float switch. Test yours before spring storms by pouring a bucket of water into the pit.",
  },
  {
    slug: "battery-backup-sump-pump-installation",
    name: "Battery Backup Sump Pump Installation",
    description:
      "A second pump on battery or water-powered backup that keeps working when the power goes out or the main pump fails. Storms that knock out power are exactly when basements flood.",
  },
  {
    slug: "toilet-installation",
    name: "Toilet Installation",
    description:
      "Removal of an old toilet and installation of a new one with a fresh wax ring, supply line and secure flange. Choosing a WaterSense model can save thousands of gallons a year.",
  },
  {
    slug: "faucet-installation",
    name: "Faucet Installation",
    description:
      "Installing new kitchen, bathroom or laundry faucets with new supply lines and shutoff valves where needed. A quick upgrade that pairs well with a new countertop or vanity.",
  },
  {
    slug: "faucet-repair",
    name: "Faucet Repair",
    description:
      "Fixing dripping, leaking or low-flow faucets by replacing cartridges, washers or O-rings and clearing mineral buildup. A steady drip wastes water and leaves stains in the sink.",
  },
  {
    slug: "garbage-disposal-installation",
    name: "Garbage Disposal Installation",
    description:
      "Installation or replacement of a kitchen garbage disposal, including the electrical hookup and dishwasher drain connection. Replace one that hums without spinning, leaks from the bottom or jams often.",
  },
  {
    slug: "sewer-line-repair",
    name: "Sewer Line Repair",
    description:
      "Repair or replacement of the main sewer line between your house and the street, by digging or by trenchless lining. Warning signs include gurgling drains, sewage odors and backups in the basement floor drain.",
  },
  {
    slug: "sewer-camera-inspection",
    name: "Sewer Camera Inspection",
    description:
      "A camera run through your sewer line to find roots, cracks, sags or collapsed clay pipe. Strongly recommended before buying an older home.",
  },
  {
    slug: "hydro-jetting",
    name: "Hydro Jetting",
    description:
      "High-pressure water jetting that scours grease, scale and tree roots out of drain and sewer lines. Used when a clog keeps coming back after the line has been cabled.",
  },
  {
    slug: "water-line-replacement",
    name: "Water Line Replacement",
    description:
      "Replacing the main water service pipe between the curb and your house, including old lead or galvanized lines. Low pressure everywhere in the house or a wet spot in the yard often points to a failing line.",
  },
  {
    slug: "frozen-pipe-repair",
    name: "Frozen Pipe Repair",
    description:
      "Safely thawing frozen pipes and repairing any splits before they flood the house. Pipes in outside walls, crawl spaces and unheated garages are most at risk during Ohio cold snaps.",
  },
  {
    slug: "repiping",
    name: "Repiping",
    description:
      "Replacing old galvanized, polybutylene or corroded copper supply pipes throughout the house with PEX or new copper. Consider it when you see rusty water, repeated pinhole leaks or weak pressure at every tap.",
  },
  {
    slug: "water-softener-installation",
    name: "Water Softener Installation",
    description:
      "Installation of a water softener that removes the calcium and magnesium behind scale, spotty dishes and short appliance life. Hard water is common across Ohio, especially in homes on private wells.",
  },
  {
    slug: "water-filtration-installation",
    name: "Water Filtration Installation",
    description:
      "Under-sink, reverse osmosis or whole-house filters that reduce chlorine taste, sediment, iron, sulfur smell or lead. A water test first shows which system you actually need.",
  },
  {
    slug: "well-pump-repair",
    name: "Well Pump Repair",
    description:
      "Repair or replacement of submersible and jet well pumps, pressure tanks and pressure switches. Call if you lose water pressure, the pump cycles constantly or the taps run dry.",
  },
  {
    slug: "backflow-testing",
    name: "Backflow Testing",
    description:
      "Yearly testing of the backflow preventers on lawn irrigation systems, boilers and other connections, which Ohio water suppliers typically require. The certified tester files the results with your water utility.",
  },
  {
    slug: "gas-line-installation",
    name: "Gas Line Installation",
    description:
      "Running new gas piping for ranges, dryers, fireplaces, grills, generators or garage heaters, pressure tested and permitted. Gas piping is a job for a licensed pro only.",
  },
  {
    slug: "gas-line-repair",
    name: "Gas Line Repair",
    description:
      "Repairing leaking, corroded or damaged gas piping and fittings inside the home. If you smell gas, leave the house first and call your gas utility's emergency line from outside.",
  },
  {
    slug: "bathtub-and-shower-installation",
    name: "Bathtub and Shower Installation",
    description:
      "Replacement of tubs, shower bases, valves and trim, including the plumbing behind the wall. Often done together with new tile or a surround during a bathroom update.",
  },
  {
    slug: "sink-installation",
    name: "Sink Installation",
    description:
      "Installing kitchen, bathroom, bar or utility sinks with drains, traps and supply lines. Usually scheduled right after new countertops or vanities go in.",
  },
  {
    slug: "outdoor-faucet-repair",
    name: "Outdoor Faucet Repair",
    description:
      "Repair of leaking hose bibs or replacement with frost-free sillcocks that resist freezing. Disconnect garden hoses every fall, because a hose left on can split the pipe inside the wall.",
  },
  {
    slug: "dishwasher-hookup",
    name: "Dishwasher Hookup",
    description:
      "Connecting a new dishwasher to the water supply, drain and a shutoff valve, with a high loop or air gap to keep dirty water out. Handy when the delivery crew won't do the plumbing.",
  },
  {
    slug: "refrigerator-water-line-installation",
    name: "Refrigerator Water Line Installation",
    description:
      "Running a water line to a refrigerator's ice maker and dispenser, with its own shutoff valve. Braided stainless or copper lines are far less likely to leak than thin plastic tubing.",
  },
  {
    slug: "ejector-pump-installation",
    name: "Ejector Pump Installation",
    description:
      "Installation of a sewage ejector pump that lifts waste from a basement bathroom or laundry up to the main sewer line. Needed whenever basement fixtures sit below the level of the sewer.",
  },
  {
    slug: "backwater-valve-installation",
    name: "Backwater Valve Installation",
    description:
      "A valve on the main sewer line that stops sewer water from backing up into your basement during heavy storms. Some Ohio cities and sewer districts run programs that help pay for one.",
  },
  {
    slug: "emergency-plumbing",
    name: "Emergency Plumbing",
    description:
      "Around-the-clock help for burst pipes, sewer backups, overflowing toilets and leaking water heaters. Shut off the main water valve first, then call.",
  },
  {
    slug: "plumbing-inspection",
    name: "Plumbing Inspection",
    description:
      "A whole-house check of supply lines, drains, fixtures, the water heater and shutoff valves, with a written report. Smart before buying a home or finishing a basement.",
  },
  {
    slug: "water-pressure-repair",
    name: "Water Pressure Repair",
    description:
      "Diagnosing low or high water pressure and replacing failed pressure-reducing valves or clogged pipes. Pressure above 80 psi strains fixtures and appliances and can lead to leaks.",
  },
];
