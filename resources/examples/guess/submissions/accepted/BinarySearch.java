import java.io.BufferedReader;
import java.io.InputStreamReader;

public class BinarySearch {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int low = 1, high = 1000;
        while (true) {
            int middle = (low + high) / 2;
            System.out.println(middle);
            System.out.flush();
            String reply = in.readLine();
            if (reply == null || reply.equals("correct")) return;
            if (reply.equals("higher")) low = middle + 1;
            else high = middle - 1;
        }
    }
}
