import FlowStacks
import SwiftUI

enum GardenScreen {
  case beds
  case bed(Int)
  case plant(String)
  case care(CareScreen)
}

enum CareScreen {
  case watering
  case pruning
}

/// Pushes through the garden inside its own NavigationView.
struct BedsCoordinator: View {
  let onJournalTapped: () -> Void
  let onTipsTapped: () -> Void
  @State var flow = NFlow<GardenScreen>(root: .beds)

  var body: some View {
    NavigationView {
      NStack($flow) { screen in
        switch screen {
        case .beds:
          BedListView(onBedTapped: showBed, onJournalTapped: onJournalTapped)
        case .bed(let number):
          BedView(number: number, onPlantTapped: showPlant)
        case .plant(let name):
          PlantView(
            name: name, onWaterTapped: { flow.push(.care(.watering)) }, onPruneTapped: { flow.push(.care(.pruning)) },
            onDone: onTipsTapped)
        case .care(.watering):
          CareView(kind: "Watering", onDone: { flow.pop() })
        case .care(.pruning):
          CareView(kind: "Pruning", onDone: { flow.popTo(.beds) })
        }
      }
    }
    .onOpenURL { _ in openLastPlant() }
  }

  func showBed(_ number: Int) {
    flow.push(.bed(number))
  }

  func showPlant(_ name: String) {
    flow.push(.plant(name))
  }

  /// A deep link to the last plant: back to the beds, then the plant itself. NFlow pushes one screen per update
  /// (any number may be popped), so the link opens the plant directly rather than its bed and then the plant.
  func openLastPlant() {
    flow.popToRoot()
    flow.push(.plant("Basil"))
  }
}
