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
          PlantView(name: name, onCareTapped: { flow.push(.care(.watering)) }, onDone: onTipsTapped)
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

  /// A deep link: two screens pushed in one update.
  func openLastPlant() {
    flow.popToRoot()
    flow.push(.bed(1))
    flow.push(.plant("Basil"))
  }
}
