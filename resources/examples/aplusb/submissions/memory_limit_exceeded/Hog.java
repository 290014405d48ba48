import java.util.ArrayList;
import java.util.Arrays;

public class Hog {
    public static void main(String[] args) {
        ArrayList<byte[]> kept = new ArrayList<>();
        for (int i = 0; i < 64; ++i) {
            byte[] block = new byte[16 << 20];
            Arrays.fill(block, (byte) i);
            kept.add(block);
        }
        System.out.println(kept.size());
    }
}
